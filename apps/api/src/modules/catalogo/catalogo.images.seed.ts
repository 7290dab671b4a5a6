import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { files } from '../../platform/files/files.table.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { produtos } from './catalogo.table.ts';

/**
 * Pictures of the demo's finished goods: a bottle drawn in the colour of its scent, taller for larger sizes,
 * with the product's short name on the label (so the list's thumbnails, the shop and the product form have
 * pictures to show). Stored as SVG, which only the demo may do (uploads refuse SVG): writing 150 files costs
 * the seed nothing, and the list's thumbnails are rasterised on first view like any upload's.
 */

const SCENT_COLOURS: Record<string, string> = {
  neutro: '#9ec5e8',
  limão: '#c3d94e',
  lavanda: '#a58fd6',
  eucalipto: '#5fb39a',
  pinho: '#3f8f5a',
  floral: '#e59ab8',
  talco: '#d9cbb8',
  citrus: '#f2a93b',
};
const SIZE_SCALE: Record<string, number> = { '500 ml': 0.62, '1 L': 0.75, '2 L': 0.88, '5 L': 1 };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** An SVG of a bottle of `height` (0–1 of the frame) in `colour`, labelled with two lines. */
export function packshotSvg(lines: [string, string], colour: string, height: number): string {
  const h = Math.round(300 * height);
  const top = 340 - h;
  const neck = Math.max(24, Math.round(h * 0.14));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 360 360">
  <rect width="360" height="360" fill="#f6f7f9"/>
  <ellipse cx="180" cy="342" rx="${Math.round(h * 0.32)}" ry="8" fill="#00000014"/>
  <rect x="158" y="${top - 18}" width="44" height="22" rx="4" fill="#30343b"/>
  <path d="M164 ${top + 4} h32 v${neck} q40 12 40 52 v${h - neck - 60} q0 10 -10 10 h-92 q-10 0 -10 -10 v${-(h - neck - 60)} q0 -40 40 -52 z" fill="${colour}"/>
  <rect x="134" y="${top + neck + Math.round((h - neck) * 0.3)}" width="92" height="${Math.round((h - neck) * 0.42)}" rx="6" fill="#ffffffe6"/>
  <text x="180" y="${top + neck + Math.round((h - neck) * 0.48)}" font-family="DejaVu Sans, sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#30343b">${escapeXml(lines[0])}</text>
  <text x="180" y="${top + neck + Math.round((h - neck) * 0.62)}" font-family="DejaVu Sans, sans-serif" font-size="11" text-anchor="middle" fill="#5c6370">${escapeXml(lines[1])}</text>
</svg>`;
}

/** Finished goods of `company` get a picture each (name ends in '<scent> <size>'). */
export async function seedProductImages(tx: Tx, storage: FileStorage, company: number): Promise<number> {
  const finished = await tx
    .select({ IdProduto: produtos.IdProduto, NmProduto: produtos.NmProduto })
    .from(produtos)
    .where(and(eq(produtos.company, company), inArray(produtos.TpProduto, ['A'])));
  let count = 0;
  for (const p of finished) {
    const match = /^(.*) (\S+) (500 ml|1 L|2 L|5 L)$/.exec(p.NmProduto);
    if (!match) continue;
    const [, name, scent, size] = match;
    const colour = SCENT_COLOURS[scent.toLowerCase()] ?? '#9ec5e8';
    const label: [string, string] = [name.length > 13 ? `${name.slice(0, 12)}…` : name, `${scent} · ${size}`];
    const svg = Buffer.from(packshotSvg(label, colour, SIZE_SCALE[size]));
    const key = `${company}/${randomUUID()}.svg`;
    await storage.put(key, Readable.from([svg]));
    const [file] = await tx
      .insert(files)
      .values({ company, name: `${p.NmProduto}.svg`, mimeType: 'image/svg+xml', size: svg.length, storageKey: key, public: true })
      .returning({ id: files.id });
    await tx
      .update(produtos)
      .set({ ImConteudo: `/api/files/${file.id}` })
      .where(eq(produtos.IdProduto, p.IdProduto));
    count++;
  }
  return count;
}
