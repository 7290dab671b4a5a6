/** Files built to hurt a server that reads them carelessly: the attacks the import limits are tested against. */
import { zipSync } from 'fflate';

/**
 * A zip of one entry of `size` zero bytes whose headers (local and central) say it holds 1,000 bytes: a reader that
 * trusts the header inflates all of it.
 */
export function lyingZip(entry: string, size: number, name = 'bomba.zip'): { name: string; bytes: Buffer } {
  const zip = zipSync({ [entry]: new Uint8Array(size) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, 1000, true);
  for (let at = zip.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, 1000, true);
      break;
    }
  }
  return { name, bytes: Buffer.from(zip) };
}

/** The parts of a minimal XLSX holding one sheet of `rows` (strings inline), zipped. */
export function xlsx(rows: string[][]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((r, i) => `<row r="${i + 1}">${r.map((c, j) => `<c r="${col(j)}${i + 1}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  const enc = (s: string) => new TextEncoder().encode(s);
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': enc(
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        ),
        '_rels/.rels': enc(
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        ),
        'xl/workbook.xml': enc(
          '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
        'xl/_rels/workbook.xml.rels': enc(
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
        'xl/worksheets/sheet1.xml': enc(sheet),
      },
      { level: 9 },
    ),
  );
}
