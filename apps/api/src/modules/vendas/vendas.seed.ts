import { and, eq, sql, type SQL } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@backoffice/domain';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { operacoes, pedidoVenda, prazoFormaPagamentos, prazos } from './vendas.table.ts';
import { createPeople, people, peopleLinks, type NewPerson } from '../pessoas/index.ts';
import { users } from '../admin/index.ts';
import { DEMO } from '../../seed/accounts.ts';

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
  const rows: NewPerson[] = [];
  for (let i = existing; i < count; i++) {
    const person = i % 5 === 4;
    let document: string;
    do document = person ? generateCpf() : generateCnpj();
    while (taken.has(document));
    taken.add(document);
    rows.push({ name: clientName(i), alias: null, peopleType: person ? 'F' : 'J', document });
  }
  for (let start = 0; start < rows.length; start += 250) await createPeople(db, company, rows.slice(start, start + 250), 'client');
  return count;
}

export interface GenerateOrdersOptions {
  company: number;
  count: number;
  /** Rows per INSERT ... SELECT statement (100,000 by default). */
  batchSize?: number;
  /** Orders are spread over this many days back from now (3 years by default). */
  days?: number;
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
  const seconds = (options.days ?? 3 * 365) * 86400;
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
          date_trunc('second', now() - (g.h2 % ${seconds}) * interval '1 second') AS emissao
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
        -- delivered on a weekday: a date that falls on a Saturday or Sunday moves to the Monday
        (emissao::date + (1 + h6 % 15)::int + CASE extract(isodow FROM emissao::date + (1 + h6 % 15)::int) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END),
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
  await database.rows(sql`VACUUM (ANALYZE) pedido_venda_items`);
}

/** Orders of a company, for "already seeded?" checks. */
export async function countOrders(db: Executor, company: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pedidoVenda).where(eq(pedidoVenda.CdEmpresa, company));
  return Number(row.n);
}

/** A few clients and orders for a demo company (inside the demo seed's transaction). */
export async function seedDemoOrders(db: Executor, company: number, orders = 60, clients = 12, days?: number): Promise<void> {
  await ensureClients(db, company, clients);
  await generateOrders(db, { company, count: orders, days });
}

export interface GenerateItemsOptions {
  company: number;
  /** Only orders numbered above this one (default: every order of the company without items). */
  after?: number;
  /** Orders per INSERT ... SELECT statement (50,000 by default). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Gives the company's orders without items one to five items each, of its products that have a suggested price
 * (view_produto_precos), priced at it with 0 to 10 % discount; quantities with 3 decimals in fractional units,
 * whole in the others. Then the headers' totals and weights are recomputed from the items, as the service does
 * (VlProdutos Σ round(qty × price), VlDesconto the difference to the lines' totals, VlTotal with freight and taxes).
 * Made by the database (INSERT ... SELECT), in batches of orders.
 */
export async function generateItems(db: Executor, options: GenerateItemsOptions): Promise<number> {
  const { company } = options;
  const after = options.after ?? 0;
  const batch = options.batchSize ?? 50_000;
  const [range] = await db
    .select({ lo: sql<number | null>`min(${pedidoVenda.CodPedido})::int`, hi: sql<number | null>`max(${pedidoVenda.CodPedido})::int` })
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CdEmpresa, company), sql`${pedidoVenda.CodPedido} > ${after}`));
  if (range.lo === null || range.hi === null) return 0;
  let inserted = 0;
  for (let lo = Number(range.lo); lo <= Number(range.hi); lo += batch) {
    const hi = Math.min(lo + batch - 1, Number(range.hi));
    const result = await db.execute(sql`
      WITH pr AS (
        SELECT v.id_produto, v.id_tipo_medida, v.vl_preco_sugerido AS preco, v.vl_preco_custo AS custo, u.tp_unidade,
          p.vl_peso_liquido AS pl, p.vl_peso_bruto AS pb, (row_number() OVER (ORDER BY v.id_produto) - 1)::int AS n
        FROM view_produto_precos v
        JOIN produtos p ON p.id_produto = v.id_produto
        JOIN tipo_medidas u ON u.id_tipo_medida = v.id_tipo_medida
        WHERE v.company_id = ${company} AND p.st_ativo AND v.vl_preco_sugerido > 0
      ),
      np AS (SELECT count(*)::int AS n FROM pr),
      o AS (
        SELECT p.cod_pedido, abs(hashint8(p.cod_pedido::bigint * 31)) AS h FROM pedido_venda p
        WHERE p.cd_empresa = ${company} AND p.cod_pedido BETWEEN ${lo} AND ${hi}
          AND NOT EXISTS (SELECT 1 FROM pedido_venda_items i WHERE i.cod_pedido = p.cod_pedido)
      ),
      l AS (
        SELECT o.cod_pedido, g.pos, abs(hashint8(o.cod_pedido::bigint * 131 + g.pos)) AS h
        FROM o CROSS JOIN generate_series(1, 5) g(pos) WHERE g.pos <= 1 + o.h % 5
      ),
      x AS (
        SELECT l.cod_pedido, l.pos, pr.*,
          CASE WHEN pr.tp_unidade = 'F' THEN round((500 + (l.h / 7) % 80000) / 1000.0, 3) ELSE (1 + (l.h / 7) % 48)::numeric END AS qt,
          CASE WHEN l.h % 4 = 0 THEN ((l.h / 13) % 11)::numeric ELSE 0 END AS pc
        FROM l JOIN pr ON pr.n = l.h % NULLIF((SELECT n FROM np), 0)
      )
      INSERT INTO pedido_venda_items (cod_pedido, cd_empresa, id_produto, qt_pedida, id_tipo_medida, vl_fator_conversao, vl_unitario,
        vl_preco_sugerido, vl_preco_custo, pc_desconto, vl_total, vl_peso_liquido, vl_peso_bruto, st_item, nr_posicao)
      SELECT cod_pedido, ${company}, id_produto, qt, id_tipo_medida, 1, preco, preco, custo, pc,
        round(qt * preco * (1 - pc / 100), 2), round(qt * pl, 3), round(qt * pb, 3), 'A', pos
      FROM x`);
    inserted += (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
    await db.execute(sql`
      UPDATE pedido_venda p SET vl_produtos = s.prod, vl_desconto = s.prod - s.tot, vl_total = s.tot + p.vl_frete + p.vl_impostos,
        vl_peso_liquido = s.pl, vl_peso_bruto = s.pb
      FROM (
        SELECT cod_pedido, sum(round(qt_pedida * vl_unitario, 2)) AS prod, sum(vl_total) AS tot, sum(vl_peso_liquido) AS pl, sum(vl_peso_bruto) AS pb
        FROM pedido_venda_items WHERE st_item = 'A' AND cd_empresa = ${company} AND cod_pedido BETWEEN ${lo} AND ${hi} GROUP BY cod_pedido
      ) s
      WHERE p.cod_pedido = s.cod_pedido`);
    options.onProgress?.(hi - Number(range.lo) + 1, Number(range.hi) - Number(range.lo) + 1);
  }
  return inserted;
}

/** The demo's payment terms and the payment methods each accepts (the first one is the term's default). */
const PRAZOS = [
  { NmPrazo: 'À vista', DsParcelas: '0', DsFormaPagamento: 'PIX', formas: ['PIX', 'Dinheiro', 'Cartão de débito'] },
  { NmPrazo: '28 dias', DsParcelas: '28', DsFormaPagamento: 'Boleto', formas: ['Boleto'] },
  { NmPrazo: '30/60/90', DsParcelas: '30/60/90', DsFormaPagamento: 'Boleto', formas: ['Boleto', 'Depósito bancário'] },
  { NmPrazo: '28/56', DsParcelas: '28/56', DsFormaPagamento: 'Boleto', formas: ['Boleto'] },
  { NmPrazo: 'Cartão 3x', DsParcelas: '30/60/90', DsFormaPagamento: 'Cartão de crédito', formas: ['Cartão de crédito'] },
];

/** Natures of operation every demo company sells with, with the CFOPs of each destination. */
const OPERACOES: Omit<typeof operacoes.$inferInsert, 'company'>[] = [
  { NmOperacao: 'Venda de mercadoria', TpOperacao: 'V', CdCfopInterno: '5102', CdCfopInterestadual: '6102', CdCfopExterior: '7102' },
  { NmOperacao: 'Venda de produção do estabelecimento', TpOperacao: 'V', CdCfopInterno: '5101', CdCfopInterestadual: '6101', CdCfopExterior: '7101' },
  { NmOperacao: 'Venda de mercadoria com substituição tributária', TpOperacao: 'V', CdCfopInterno: '5405', CdCfopInterestadual: '6404', CdCfopExterior: null },
  { NmOperacao: 'Bonificação, doação ou brinde', TpOperacao: 'B', CdCfopInterno: '5910', CdCfopInterestadual: '6910', CdCfopExterior: '7949', StGeraFinanceiro: false },
  { NmOperacao: 'Remessa para demonstração', TpOperacao: 'R', CdCfopInterno: '5912', CdCfopInterestadual: '6912', CdCfopExterior: '7949', StGeraFinanceiro: false },
] as never;

/** Terms, their payment methods and the natures of operation of a company; answers the first operation (venda). */
async function seedParametros(tx: Tx, company: number, terms: typeof PRAZOS): Promise<{ prazos: number[]; venda: number }> {
  const ids: number[] = [];
  for (const { formas, ...term } of terms) {
    const [row] = await tx.insert(prazos).values({ ...term, company }).returning({ id: prazos.IdPrazo });
    ids.push(row.id);
    await tx.insert(prazoFormaPagamentos).values(formas.map((DsFormaPagamento, i) => ({ company, IdPrazo: row.id, DsFormaPagamento, StPadrao: i === 0 })));
  }
  const ops = await tx.insert(operacoes).values(OPERACOES.map((o) => ({ ...o, company }))).returning({ id: operacoes.IdOperacao });
  return { prazos: ids, venda: ops[0].id };
}

/**
 * The header fields the quote screens fill, for the generated orders: operation and the CFOP of the destination
 * (the company's UF against the client's), term and its default payment method, the representative (the demo
 * user or the salesperson), the origin and destination cities, most orders as finalized quotes (DtFinalizacao
 * a few hours after emission) and the open orders in the phases of the company's workflow.
 */
async function fillHeaders(tx: Tx, company: number, params: { prazos: number[]; venda: number }): Promise<void> {
  const reps = await tx
    .select({ id: users.id, name: people.name })
    .from(users)
    .innerJoin(people, eq(people.id, users.people))
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'employee')))
    .orderBy(users.id);
  const repIds = sql.raw(`ARRAY[${reps.map((r) => r.id).join(',') || 'NULL'}]::int[]`);
  const repNames = reps.length ? sql`ARRAY[${sql.join(reps.map((r) => sql`${r.name}`), sql`, `)}]::text[]` : sql`ARRAY[NULL]::text[]`;
  const place = (person: SQL, column: 'city' | 'uf') => sql`(SELECT a.${sql.raw(column)} FROM addresses a WHERE a.people_id = ${person} ORDER BY a.id LIMIT 1)`;
  await tx.execute(sql`
    UPDATE pedido_venda p SET
      tp_pedido_de_venda = CASE
        WHEN p.tp_pedido_de_venda = 'O' AND p.status_pedido NOT IN ('A', 'C') THEN 'P'
        WHEN p.tp_pedido_de_venda IN ('D', 'T') AND p.status_pedido IN ('P', 'D', 'X') THEN 'P'
        ELSE p.tp_pedido_de_venda END,
      tp_frete = CASE WHEN p.cod_pedido % 3 = 0 THEN 'FOB' ELSE 'CIF' END,
      id_prazo = (${sql.raw(`ARRAY[${params.prazos.join(',')}]`)}::int[])[1 + p.cod_pedido % ${params.prazos.length}],
      id_operacao = ${params.venda}, ds_operacao = 'Venda de mercadoria',
      nm_cidade_origem = ${place(sql`${company}`, 'city')}, id_uf_origem = ${place(sql`${company}`, 'uf')},
      nm_cidade_destino = ${place(sql`p.id_cliente`, 'city')}, id_uf_destino = ${place(sql`p.id_cliente`, 'uf')},
      id_representante = (${repIds})[1 + (p.cod_pedido / 4) % ${Math.max(reps.length, 1)}],
      representante = (${repNames})[1 + (p.cod_pedido / 4) % ${Math.max(reps.length, 1)}],
      usuario_abertura = (${repNames})[1 + (p.cod_pedido / 4) % ${Math.max(reps.length, 1)}]
    WHERE p.cd_empresa = ${company}`);
  await tx.execute(sql`
    UPDATE pedido_venda p SET cd_cfop = CASE WHEN p.id_uf_destino IS NULL OR p.id_uf_destino = p.id_uf_origem THEN '5102' ELSE '6102' END
    WHERE p.cd_empresa = ${company}`);
  await tx.execute(sql`
    UPDATE pedido_venda p SET ds_forma_pagamento = (SELECT f.ds_forma_pagamento FROM prazo_forma_pagamentos f WHERE f.id_prazo = p.id_prazo ORDER BY f.st_padrao DESC, f.ds_forma_pagamento LIMIT 1)
    WHERE p.cd_empresa = ${company}`);
  // Seven in ten orders were quotes first; open and in-progress orders sit in a phase of the workflow.
  await tx.execute(sql`
    WITH fases AS (
      SELECT array_agg(f.id_work_flow_item_fase ORDER BY f.nr_ordem) AS ids FROM work_flow_item_fases f
      WHERE f.company_id = ${company} AND f.id_work_flow::text = (SELECT trim(config_value) FROM configs WHERE company_id = ${company} AND config_key = 'workFlow')
    )
    UPDATE pedido_venda p SET
      dt_finalizacao = CASE WHEN p.tp_pedido_de_venda <> 'O' AND p.cod_pedido % 10 < 7 THEN p.dt_emissao + ((1 + p.cod_pedido % 47) * interval '1 hour') END,
      id_work_flow_item_fase = CASE WHEN p.tp_pedido_de_venda = 'O' OR fases.ids IS NULL THEN NULL
        WHEN p.status_pedido = 'A' THEN fases.ids[1 + p.cod_pedido % 2]
        WHEN p.status_pedido IN ('R', 'L', 'X') THEN fases.ids[3]
        WHEN p.status_pedido IN ('T', 'P') THEN fases.ids[array_length(fases.ids, 1)]
        ELSE NULL END
    FROM fases
    WHERE p.cd_empresa = ${company}`);
}

/**
 * The demo's quotes and orders: about 2,000 over the last 12 months for the main company, in every status,
 * with items of the demo catalogue priced by its markups and totals that add up; a few for the other company.
 * Types follow the status rules of docs/vendas.md (a quote is only open or cancelled; returns and transfers
 * are never partial). Stock is not reserved for the demo's open orders (the catalogue's balances stay as seeded).
 */
export async function seedVendas(tx: Tx, demo: DemoSeed): Promise<void> {
  const main = demo.companies.main;
  const other = demo.companies.other;
  await seedDemoOrders(tx, main, 2000, 12, 365);
  await seedDemoOrders(tx, other, 20, 5, 365);
  // This week's orders stand where their records put them: checked, invoiced or returned only with the lot, the
  // conference or the invoice the picking, routing and fiscal demos make; the generator's other statuses go back to open.
  await tx.execute(sql`
    UPDATE pedido_venda SET status_pedido = 'A'
    WHERE cd_empresa IN (${main}, ${other}) AND status_pedido NOT IN ('A', 'C') AND dt_emissao > now() - interval '7 days'`);
  await fillHeaders(tx, main, await seedParametros(tx, main, PRAZOS));
  await fillHeaders(tx, other, await seedParametros(tx, other, PRAZOS.slice(0, 2)));
  await generateItems(tx, { company: main });
  await generateItems(tx, { company: other });
  // One in nine quotes and orders was e-mailed to the client a couple of hours after it was issued.
  await tx.execute(sql`
    INSERT INTO pedido_venda_envios (cod_pedido, company_id, dt_envio, ds_destinatarios)
    SELECT p.cod_pedido, p.cd_empresa, p.dt_emissao + interval '2 hours',
      coalesce((SELECT e.email FROM emails e WHERE e.people_id = p.id_cliente ORDER BY e.id LIMIT 1), 'compras@cliente.com.br')
    FROM pedido_venda p WHERE p.cd_empresa IN (${main}, ${other}) AND p.cod_pedido % 9 = 0`);
}
