/** Shared by the fiscal and financial tests. */
import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers.ts';

/**
 * Demo orders of a company that can be invoiced whole: open, not quotes, not yet invoiced, every active item with
 * its taxes stored; the ones with more items first.
 */
export async function invoiceableOrders(t: TestApp, company: number, limit = 8): Promise<number[]> {
  const rows = await t.database.rows<{ id: number }>(sql`
    select p.cod_pedido as id from pedido_venda p
    where p.cd_empresa = ${company} and p.status_pedido = 'A' and p.tp_pedido_de_venda <> 'O'
      and exists (select 1 from pedido_venda_items_taxes x where x.cod_pedido = p.cod_pedido)
      and not exists (select 1 from nfe_emitidas n where n.cod_pedido = p.cod_pedido)
      and not exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A'
        and not exists (select 1 from pedido_venda_items_taxes x where x.id_pedido_venda_item = i.id_pedido_venda_item))
    order by (select count(*) from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A') desc, p.cod_pedido
    limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

/** Runs the queued jobs (and those they queue) until none is ready. */
export async function runJobs(t: TestApp, rounds = 20): Promise<void> {
  for (let i = 0; i < rounds && (await t.jobs.runOnce()) > 0; i++);
}

/** A multipart body with the files in the field `files`, as the upload screen sends them. */
export function multipart(files: { name: string; bytes: Buffer | Uint8Array; type?: string }[], field = 'files') {
  const boundary = '----nfe' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'text/xml'}\r\n\r\n`),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
