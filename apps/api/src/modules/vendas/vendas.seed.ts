import { and, eq, sql } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@backoffice/domain';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { pedidoVenda } from './vendas.table.ts';
import { people, peopleLinks } from '../pessoas/index.ts';
import { DEMO } from '../admin/index.ts';

/**
 * Volume data for benchmarks and trials: clients of a company and many sales orders of them.
 * The orders are made by the database itself (INSERT ... SELECT over generate_series), so a
 * million rows take seconds, not the round trips of a million inserts.
 */

const PREFIXES = ['Mercado', 'Supermercado', 'Padaria', 'Distribuidora', 'Comercial', 'Atacadão', 'Empório', 'Farmácia', 'Restaurante', 'Armazém', 'Casa de Carnes', 'Hortifruti'];
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Cavalcanti', 'Monteiro',
];
const GIVEN = ['Ana', 'João', 'Maria', 'José', 'Francisca', 'Antônio', 'Adriana', 'Carlos', 'Juliana', 'Paulo', 'Márcia', 'Lucas', 'Fernanda', 'Pedro', 'Patrícia', 'Rafael'];
const SECTORS = ['Varejo', 'Atacado', 'Food service', 'Farma', 'Institucional', 'Exportação'];

/**
 * The i-th client's name, deterministic: four in five are companies ("Padaria Souza Ltda"),
 * one in five are people ("Ana Ribeiro Lima"). The first 500 names are all different (tested).
 */
export function clientName(i: number): string {
  const surname = SURNAMES[i % SURNAMES.length];
  const round = Math.floor(i / SURNAMES.length);
  if (i % 5 === 4) return `${GIVEN[round % GIVEN.length]} ${SURNAMES[(i * 7 + round) % SURNAMES.length]} ${surname}`;
  const prefix = PREFIXES[round % PREFIXES.length];
  const branch = Math.floor(round / PREFIXES.length);
  return `${prefix} ${surname}${branch ? ` ${['Irmãos', 'e Filhos', 'Center', 'Express'][(branch - 1) % 4]}` : ''} Ltda`;
}

/** The demo company ("Distribuidora Exemplo Ltda"), or null before the demo seed ran. */
export async function demoCompanyId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.document, DEMO.company.document), sql`${people.id} = ${people.company}`));
  return row?.id ?? null;
}

/** Clients of a company: its people linked as 'client'. */
export async function countClients(db: Executor, company: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(peopleLinks)
    .where(and(eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'client')));
  return Number(n);
}

/**
 * Makes the company have at least `count` clients (people with a valid CPF or CNPJ, linked as
 * 'client'). Pass a transaction to make it part of a larger write (the demo seed).
 */
export async function ensureClients(db: Executor, company: number, count: number): Promise<number> {
  const existing = await countClients(db, company);
  if (existing >= count) return existing;
  const taken = new Set((await db.select({ d: people.document }).from(people).where(eq(people.company, company))).map((r) => r.d));
  const rows: (typeof people.$inferInsert)[] = [];
  for (let i = existing; i < count; i++) {
    const person = i % 5 === 4;
    let document: string;
    do document = person ? generateCpf() : generateCnpj();
    while (taken.has(document));
    taken.add(document);
    rows.push({ name: clientName(i), alias: null, peopleType: person ? 'F' : 'J', document, company });
  }
  for (let start = 0; start < rows.length; start += 250) {
    const inserted = await db.insert(people).values(rows.slice(start, start + 250)).returning({ id: people.id });
    await db.insert(peopleLinks).values(inserted.map((p) => ({ company, people: p.id, linkType: 'client' })));
  }
  return count;
}

export interface GenerateOrdersOptions {
  company: number;
  count: number;
  /** Rows per INSERT ... SELECT statement (100,000 by default). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Inserts `count` orders of the company's clients, spread over the last three years, with a realistic
 * mix of statuses and types: most orders of the last days are open ('A'), older ones mostly invoiced.
 * Values are derived from hashes of the row number (going on from the company's current count), so
 * runs of the same size produce the same shape of data; the dates follow the current day.
 */
export async function generateOrders(db: Executor, options: GenerateOrdersOptions): Promise<void> {
  const { company, count } = options;
  const batchSize = options.batchSize ?? 100_000;
  const clients = await countClients(db, company);
  if (clients === 0) throw new Error(`company ${company} has no clients: call ensureClients first`);
  const sectors = sql.raw(`ARRAY[${SECTORS.map((s) => `'${s}'`).join(',')}]`);
  // Row numbers go on from the company's current count, so a second run adds new orders, not copies.
  const base = await countOrders(db, company);
  const salt = company * 1_000_003;
  for (let done = 0; done < count; ) {
    const size = Math.min(batchSize, count - done);
    // h(k): a non-negative pseudo-random integer per generated row and "column" k.
    await db.execute(sql`
      WITH c AS (
        SELECT p.id, p.name, p.document, row_number() OVER (ORDER BY p.id) - 1 AS n
        FROM ${people} p JOIN ${peopleLinks} l ON l.people_id = p.id AND l.company_id = ${company} AND l.link_type = 'client'
      ),
      k AS (SELECT s, s::bigint * 7 + ${salt}::bigint AS k FROM generate_series(${base + done + 1}::int, ${base + done + size}::int) s),
      g AS (
        SELECT s, abs(hashint8(k + 1)) AS h1, abs(hashint8(k + 2)) AS h2, abs(hashint8(k + 3)) AS h3,
          abs(hashint8(k + 4)) AS h4, abs(hashint8(k + 5)) AS h5, abs(hashint8(k + 6)) AS h6
        FROM k
      ),
      o AS (
        SELECT g.*, c.id AS client_id, c.name AS client_name, c.document AS client_document,
          date_trunc('second', now() - (g.h2 % (3 * 365 * 86400)) * interval '1 second') AS emissao
        FROM g JOIN c ON c.n = g.h1 % ${clients}
      )
      INSERT INTO pedido_venda (cd_empresa, id_cliente, cliente, nr_documento, status_pedido, tp_pedido_de_venda,
        nm_setor, dt_emissao, dt_entrega, vl_peso_bruto, vl_total, vl_frete)
      SELECT ${company}, client_id, client_name, client_document,
        CASE WHEN h3 % 100 < (CASE WHEN emissao > now() - interval '3 days' THEN 60
                                   WHEN emissao > now() - interval '15 days' THEN 15 ELSE 2 END) THEN 'A'
             ELSE (ARRAY['R','L','C','C','T','T','T','T','T','T','T','T','T','T','T','T','T','P','D','X'])[1 + (h3 / 100) % 20] END,
        (ARRAY['P','P','P','P','P','P','P','P','P','P','P','P','P','P','P','P','O','O','T','D'])[1 + h1 / ${clients} % 20],
        (${sectors})[1 + h5 % ${SECTORS.length}],
        emissao,
        (emissao::date + (1 + h6 % 15)::int),
        round((50 + h5 % 2000000) / 1000.0, 3),
        round((1000 + h6 % 5000000) / 100.0, 2),
        round((h4 % 50000) / 100.0, 2)
      FROM o
      ORDER BY s`);
    done += size;
    options.onProgress?.(done, count);
  }
}

/** Fresh statistics and visibility map after a bulk load: the planner picks the list indexes, and index-only scans skip the table. */
export async function vacuumOrders(database: Database): Promise<void> {
  await database.rows(sql`VACUUM (ANALYZE) pedido_venda`);
}

/** Orders of a company, for "already seeded?" checks. */
export async function countOrders(db: Executor, company: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pedidoVenda).where(eq(pedidoVenda.CdEmpresa, company));
  return Number(row.n);
}

/** A few clients and orders for a demo company (inside the demo seed's transaction). */
export async function seedDemoOrders(db: Executor, company: number, orders = 60, clients = 12): Promise<void> {
  await ensureClients(db, company, clients);
  await generateOrders(db, { company, count: orders });
}

/** The demo's orders: the dates and totals of the order list, for both demo companies. */
export async function seedVendas(tx: Tx, demo: DemoSeed): Promise<void> {
  await seedDemoOrders(tx, demo.companies.main, 60, 12);
  await seedDemoOrders(tx, demo.companies.other, 20, 5);
}
