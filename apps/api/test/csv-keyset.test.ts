import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { demoCompanyId, ensureClients, generateOrders } from '../src/seed/orders.ts';
import { keysetBatches } from '../src/platform/resources/csv.ts';
import { pedidoVenda } from '../src/modules/vendas/vendas.table.ts';

// The CSV export reads the embedded database in batches of 2,000 rows, each continuing from the last row's
// sort keys: with 4,500 orders every sort below crosses batches, inside runs of equal values (statuses,
// delivery dates, clients) and across the null part of a nullable column.

let t: TestApp;
let token: string;
let company: number;

beforeAll(async () => {
  t = await createTestApp();
  company = (await demoCompanyId(t.database.db))!;
  await ensureClients(t.database.db, company, 15);
  await generateOrders(t.database.db, { company, count: 4500 });
  // Nulls in both nullable sort columns, spread through the orders.
  await t.database.db.execute(sql`update pedido_venda set dt_entrega = null where cd_empresa = ${company} and cod_pedido % 7 = 0`);
  await t.database.db.execute(sql`update pedido_venda set cliente = null where cd_empresa = ${company} and cod_pedido % 11 = 0`);
  token = await t.login();
}, 300_000);
afterAll(() => t?.close());

/** The order numbers of the list's pages, read one after the other to the last. */
async function listed(order: string): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call('GET', `/api/vw_pedidos?${order}&itemsPerPage=200&page=${page}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const members = res.json()['hydra:member'] as { CodPedido: number }[];
    out.push(...members.map((m) => m.CodPedido));
    if (members.length < 200) return out;
  }
}

/** The order numbers of the CSV export (only that column), in its order. */
async function exported(order: string): Promise<number[]> {
  const res = await t.call('GET', `/api/vw_pedidos.csv?columns[]=CodPedido&${order}`, { token, headers: { accept: 'text/csv' } });
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(header).toBe('CodPedido');
  return lines.map(Number);
}

describe('CSV export in keyset batches', () => {
  it.each([
    ['the default order (newest first)', ''],
    ['a non-unique column, ascending', 'order[VlTotal]=asc'],
    ['a nullable date, ascending (nulls last)', 'order[DtEntrega]=asc'],
    ['a nullable date, descending (nulls first)', 'order[DtEntrega]=desc'],
    ['a nullable name, then a value the other way', 'order[Cliente]=asc&order[VlTotal]=desc'],
  ])('%s: the same rows in the same order as the list pages', async (_, order) => {
    const pages = await listed(order);
    expect(pages.length).toBeGreaterThan(4500);
    const csv = await exported(order);
    expect(new Set(csv).size).toBe(csv.length);
    expect(csv).toEqual(pages);
  }, 300_000);

  it('loses and repeats no row while orders are written during the export', async () => {
    const db = t.database.db;
    const where = eq(pedidoVenda.CdEmpresa, company);
    const query = {
      cells: sql`${pedidoVenda.CodPedido}`,
      from: pedidoVenda,
      where,
      keys: [
        { column: pedidoVenda.DtEmissao, desc: true },
        { column: pedidoVenda.CodPedido, desc: true },
      ],
    };
    const before = (await db.select({ id: pedidoVenda.CodPedido }).from(pedidoVenda).where(where)).map((r) => r.id);
    const seen: number[] = [];
    let newest = 0;
    let oldest = 0;
    for await (const batch of keysetBatches(t.database, query, 500)) {
      seen.push(...batch.map((r) => Number(r[0])));
      if (!newest) {
        // One order newer than all (before the point reached: a LIMIT/OFFSET reading would then repeat a row)
        // and one older than all (after it: it must come out at the end).
        const client = (await db.select({ id: pedidoVenda.IdCliente }).from(pedidoVenda).where(and(where)).limit(1))[0].id;
        const insert = (emissao: string) =>
          db
            .insert(pedidoVenda)
            .values({ CdEmpresa: company, IdCliente: client, Cliente: 'Inserido durante a exportação', DtEmissao: emissao })
            .returning({ id: pedidoVenda.CodPedido });
        newest = (await insert('2999-01-01T00:00:00Z'))[0].id;
        oldest = (await insert('1999-01-01T00:00:00Z'))[0].id;
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(newest);
    expect(seen.at(-1)).toBe(oldest);
    expect(seen.slice(0, -1).sort((a, b) => a - b)).toEqual(before.sort((a, b) => a - b));
  }, 300_000);
});
