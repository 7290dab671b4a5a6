import fc from 'fast-check';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { FileRefused, LimitExceeded, type FileLimits } from '../../platform/untrusted/limits.ts';
import { forecastLines, readForecastSheet, sheetRows, type ForecastSheet } from './previsao.sheet.ts';

const limits: FileLimits = { bytes: 10 * 1024 * 1024, inflatedBytes: 8 * 1024 * 1024, rows: 500, cellChars: 200, timeMs: 10_000 };

/** An item row as a person types it: a code, a Brazilian quantity ('1.234,5'), a date DD/MM/YYYY. */
const item = fc.record({
  code: fc.stringMatching(/^[A-Z0-9][A-Z0-9 ./-]{0,14}[A-Z0-9]$/),
  units: fc.integer({ min: 0, max: 9_999_999 }),
  millis: fc.integer({ min: 0, max: 999 }),
  date: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
});
type Item = { code: string; units: number; millis: number; date: Date };

const brQuantity = (i: Item) => `${i.units.toLocaleString('pt-BR')}${i.millis ? `,${String(i.millis).padStart(3, '0').replace(/0+$/, '')}` : ''}`;
const exact = (i: Item) => `${i.units}.${String(i.millis).padStart(3, '0')}`.replace(/\.?0+$/, '') || '0';
const iso = (d: Date) => d.toISOString().slice(0, 10);
const br = (d: Date) => iso(d).split('-').reverse().join('/');
/** A CSV field, quoted when it holds the separator, a quote or a line break. */
const field = (v: string, sep: string) => (v.includes(sep) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Each item line as [code, quantity as a number, date]. */
const itemsOf = (sheet: ForecastSheet) => [...sheet.lines].map((_, i) => [sheet.codes[sheet.code[i]] ?? '', Number(sheet.quantities[i]), sheet.dates[i]]);

const allowed = (error: unknown) => error instanceof FileRefused || error instanceof LimitExceeded;

describe('the forecast sheet reader (property-based)', () => {
  it('reads back any CSV of items, in any separator, header order and line ending', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 30 }), fc.constantFrom(';', ',', '\t'), fc.constantFrom('\r\n', '\n'), fc.boolean(), async (items, sep, eol, swap) => {
        const header = swap ? ['Data', 'Quantidade', 'Produto'] : ['Produto', 'Quantidade', 'Data'];
        const row = (i: Item) => (swap ? [br(i.date), brQuantity(i), i.code] : [i.code, brQuantity(i), br(i.date)]);
        const text = [header, ...items.map(row)].map((r) => r.map((v) => field(v, sep)).join(sep)).join(eol);
        const sheet = await readForecastSheet(new TextEncoder().encode(text), limits, { name: 'p.csv' });
        expect(itemsOf(sheet)).toEqual(items.map((i) => [i.code, Number(exact(i)), iso(i.date)]));
        expect([...sheet.lines]).toEqual(items.map((_, i) => i + 2));
        expect([sheet.problems, [...sheet.badLines]]).toEqual([[], []]);
      }),
      { numRuns: 150 },
    );
  });

  it('reads back any XLSX of items with number and date cells', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 15 }), async (items) => {
        const sheet = await writeXlsxFile([
          ['Produto', 'Quantidade', 'Data'],
          ...items.map((i) => [i.code, Number(exact(i)), { value: new Date(`${iso(i.date)}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' }]),
        ] as never).toBuffer();
        expect(itemsOf(await readForecastSheet(new Uint8Array(sheet), limits, { name: 'p.xlsx' }))).toEqual(items.map((i) => [i.code, Number(exact(i)), iso(i.date)]));
      }),
      { numRuns: 25 },
    );
  });

  it('answers any bytes as a CSV with lines, a refusal or a limit, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 2000, unit: 'binary' }).map((s) => new TextEncoder().encode(s))), async (bytes) => {
        await readForecastSheet(bytes, limits, { name: 'x.csv' }).catch((error: unknown) => expect(allowed(error), String(error)).toBe(true));
      }),
      { numRuns: 500 },
    );
  });

  it('answers an XLSX cut short or with bytes flipped with lines, a refusal or a limit, and nothing else', async () => {
    const sheet = new Uint8Array(await writeXlsxFile([['Produto', 'Quantidade', 'Data'], ['A-1', 12.5, '01/03/2026']] as never).toBuffer());
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: sheet.length }), fc.array(fc.tuple(fc.nat(sheet.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }), async (cut, flips) => {
        const bytes = sheet.slice(0, cut);
        for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
        await readForecastSheet(bytes, limits, { name: 'x.xlsx' }).catch((error: unknown) => expect(allowed(error), String(error)).toBe(true));
      }),
      { numRuns: 300 },
    );
  });

  it('says which lines are wrong and why, in column order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ item, broken: fc.constantFrom('none', 'code', 'quantity', 'date', 'all') }), { minLength: 1, maxLength: 20 }), async (rows) => {
        const text = ['Produto;Quantidade;Data', ...rows.map(({ item: i, broken }) => [broken === 'code' || broken === 'all' ? '' : i.code, ['quantity', 'all'].includes(broken) ? 'abc' : brQuantity(i), ['date', 'all'].includes(broken) ? '31/02/2026' : br(i.date)].map((v) => field(v, ';')).join(';'))].join('\n');
        const sheet = await readForecastSheet(new TextEncoder().encode(text), limits, { name: 'p.csv' });
        const expected = rows.flatMap(({ broken }, i) => {
          const line = i + 2;
          const fields = broken === 'all' ? ['produto', 'Quantidade', 'DtPrevisaoDeVenda'] : broken === 'code' ? ['produto'] : broken === 'quantity' ? ['Quantidade'] : broken === 'date' ? ['DtPrevisaoDeVenda'] : [];
          return fields.map((f) => `linhas.${line}.${f}`);
        });
        expect(sheet.problems.map((p) => p.propertyPath)).toEqual(expected);
        expect([...sheet.badLines]).toEqual(rows.flatMap(({ broken }, i) => (broken === 'none' ? [] : [i + 2])));
      }),
      { numRuns: 100 },
    );
  });

  it('stops at the row and cell limits, in both formats', async () => {
    await fc.assert(
      // Cells of at least 12 characters: the header's and the dates' fit.
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 12, max: 60 }), async (rows, cell) => {
        const small = { ...limits, rows, cellChars: cell };
        const csv = ['Produto;Quantidade;Data', ...Array.from({ length: rows + 1 }, () => `A;1;01/03/2026`)].join('\n');
        await expect(readForecastSheet(new TextEncoder().encode(csv), small, { name: 'p.csv' })).rejects.toMatchObject({ limit: 'rows', max: rows });
        const long = `Produto;Quantidade;Data\n${'C'.repeat(cell + 1)};1;01/03/2026`;
        await expect(readForecastSheet(new TextEncoder().encode(long), small, { name: 'p.csv' })).rejects.toMatchObject({ limit: 'cellChars', max: cell });
      }),
      { numRuns: 40 },
    );
    const many = await writeXlsxFile([['Produto', 'Quantidade', 'Data'], ...Array.from({ length: 11 }, () => ['A', 1, '01/03/2026'])] as never).toBuffer();
    await expect(readForecastSheet(new Uint8Array(many), { ...limits, rows: 10 }, { name: 'p.xlsx' })).rejects.toMatchObject({ limit: 'rows', max: 10 });
  });
});

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
