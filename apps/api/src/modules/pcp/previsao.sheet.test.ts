import { describe, expect, it } from 'vitest';
import { forecastLines, sheetRows } from './previsao.sheet.ts';

const limits = { bytes: 1_000_000, rows: 100, cellChars: 100, timeMs: 1000 };

describe('a forecast CSV', () => {
  it('saved by a Brazilian Excel (Windows-1252, not UTF-8) keeps its accents: the header found, the code as typed', async () => {
    const text = 'Código do produto;Quantidade;Data\r\nAÇÚCAR-1;1,5;01/03/2026\r\n';
    const bytes = Uint8Array.from(Buffer.from(text, 'latin1'));
    const rows = await sheetRows('previsao.csv', bytes, limits);
    expect(rows[1][0]).toBe('AÇÚCAR-1');
    expect(forecastLines(rows).codes).toEqual(['AÇÚCAR-1']);
  });

  it('in UTF-8 is read as UTF-8', async () => {
    const rows = await sheetRows('previsao.csv', new TextEncoder().encode('\uFEFFProduto;Quantidade;Data\nAÇÚCAR-1;1;01/03/2026'), limits);
    expect(rows[1][0]).toBe('AÇÚCAR-1');
  });
});
