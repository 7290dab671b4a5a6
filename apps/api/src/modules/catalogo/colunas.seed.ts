import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { files } from '../../platform/files/files.table.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { produtos } from './catalogo.table.ts';
import { PRODUTOS } from './produtos.resource.ts';
import { colunas, colunasValores } from './colunas.table.ts';

/**
 * Demo custom columns: 'Cor' (Text), 'Comprimento (mm)' (Number, default 0), 'Ficha técnica' (Pdf) and
 * 'Foto da embalagem' (Image) for products, with values on some products; the other company gets one column
 * of its own (a user of one company never sees the other's). The PDF and PNG are made here, small and valid.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG: a coloured box with a lighter band, like a package seen from the front. */
export function demoPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const border = x < 2 || y < 2 || x >= size - 2 || y >= size - 2;
      const band = y > size * 0.4 && y < size * 0.6;
      const [cr, cg, cb] = border ? [40, 40, 40] : band ? [245, 245, 245] : [r, g, b];
      row.set([cr, cg, cb], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a title line (the cross-reference offsets computed, so readers open it without repair). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function storeFile(tx: Tx, storage: FileStorage, company: number, name: string, mimeType: string, bytes: Buffer): Promise<string> {
  const key = `${company}/colunas-${name}`;
  await storage.put(key, Readable.from(bytes));
  const [row] = await tx.insert(files).values({ company, name, mimeType, size: bytes.length, storageKey: key, public: false, permission: PRODUTOS }).returning({ id: files.id });
  return `/api/files/${row.id}`;
}

const COLORS = ['Azul', 'Branco', 'Preto', 'Vermelho', 'Verde', 'Amarelo', 'Cinza', 'Transparente'];
const BOX_COLORS: Array<[number, number, number]> = [
  [28, 100, 180],
  [43, 138, 62],
  [230, 119, 0],
  [201, 42, 42],
];

export async function seedColunas(tx: Tx, demo: DemoSeed): Promise<void> {
  const { main, other } = demo.companies;
  const [cor, comprimento, ficha, foto] = await tx
    .insert(colunas)
    .values([
      { company: main, NmColuna: 'Cor', TpColuna: 'Text', NmEntidadeOrigem: 'Produto' },
      { company: main, NmColuna: 'Comprimento (mm)', TpColuna: 'Number', ValorDefault: '0', NmEntidadeOrigem: 'Produto' },
      { company: main, NmColuna: 'Ficha técnica', TpColuna: 'Pdf', ArquivoDiretorio: 'fichas-tecnicas', NmEntidadeOrigem: 'Produto' },
      { company: main, NmColuna: 'Foto da embalagem', TpColuna: 'Image', ArquivoDiretorio: 'embalagens', NmEntidadeOrigem: 'Produto' },
      { company: main, NmColuna: 'Segmento', TpColuna: 'Text', NmEntidadeOrigem: 'Cliente' },
    ])
    .returning();
  await tx.insert(colunas).values({ company: other, NmColuna: 'Referência do fornecedor', TpColuna: 'Text', NmEntidadeOrigem: 'Produto' });

  // Finished goods and packaging first: the products a salesperson looks at.
  const some = await tx
    .select({ IdProduto: produtos.IdProduto, CdChamada: produtos.CdChamada, NmProduto: produtos.NmProduto })
    .from(produtos)
    .where(and(eq(produtos.company, main), inArray(produtos.TpProduto, ['A', 'B', 'R'])))
    .orderBy(asc(produtos.IdProduto))
    .limit(40);
  const values: Array<typeof colunasValores.$inferInsert> = [];
  for (const [i, p] of some.entries()) {
    values.push({ company: main, colunas: cor.Id, idEntidadeOrigem: p.IdProduto, valor: COLORS[i % COLORS.length] });
    if (i % 2 === 0) values.push({ company: main, colunas: comprimento.Id, idEntidadeOrigem: p.IdProduto, valor: String(100 + ((i * 37) % 900)) });
  }
  for (const [i, p] of some.slice(0, 4).entries()) {
    const pdf = await storeFile(tx, demo.storage, main, `ficha-${p.CdChamada}.pdf`, 'application/pdf', demoPdf(`Ficha tecnica - ${p.CdChamada}`));
    const png = await storeFile(tx, demo.storage, main, `embalagem-${p.CdChamada}.png`, 'image/png', demoPng(48, BOX_COLORS[i % BOX_COLORS.length]));
    values.push({ company: main, colunas: ficha.Id, idEntidadeOrigem: p.IdProduto, valor: pdf });
    values.push({ company: main, colunas: foto.Id, idEntidadeOrigem: p.IdProduto, valor: png });
  }
  if (values.length) await tx.insert(colunasValores).values(values);
}
