/**
 * Several DANFEs in one PDF (a route's, printed at once): each drawn by renderDanfePdf as it prints alone, its pages
 * copied in order into one document, so every invoice keeps its own "FOLHA n/N".
 */
import { PDFDocument } from 'pdf-lib';
import type { Danfe } from './danfe.rules.ts';
import { renderDanfePdf } from './danfe.pdf.ts';

export async function renderDanfesPdf(danfes: readonly Danfe[]): Promise<Buffer> {
  const out = await PDFDocument.create();
  out.setTitle(danfes.length === 1 ? `DANFE ${danfes[0].numero} série ${danfes[0].serie}` : `DANFEs (${danfes.length})`);
  for (const d of danfes) {
    const one = await PDFDocument.load(await renderDanfePdf(d));
    for (const page of await out.copyPages(one, one.getPageIndices())) out.addPage(page);
  }
  return Buffer.from(await out.save());
}
