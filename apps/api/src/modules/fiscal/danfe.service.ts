/**
 * The DANFE of an issued invoice: read from its stored XML, so that the printout is always the document's; a
 * cancelled one is marked so on every page.
 */
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { danfeDoXml } from './danfe.rules.ts';
import { renderDanfePdf } from './danfe.pdf.ts';
import { nfeById } from './nfe-emissao.service.ts';
import { NFE_CANCELADA } from './fiscal.table.ts';

export async function danfePdf(db: Tx, id: number): Promise<{ name: string; bytes: Buffer }> {
  const nfe = await nfeById(db, id);
  if (!nfe) throw notFound();
  return { name: `${nfe.NrChave}-danfe.pdf`, bytes: await renderDanfePdf({ ...danfeDoXml(nfe.DsXml), cancelada: nfe.StNfe === NFE_CANCELADA }) };
}
