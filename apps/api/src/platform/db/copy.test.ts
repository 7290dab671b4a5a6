import { describe, expect, it } from 'vitest';
import { copyField } from './copy.ts';
import { CopyWriter } from './copy-writer.ts';

describe('COPY text format', () => {
  it('writes NULL as \\N and a value reading \\N as text', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField('\\N')).toBe('\\\\N');
    expect(copyField('')).toBe('');
  });

  it('escapes the backslash, the tab and the line breaks, so a value stays in its field and its row', () => {
    expect(copyField('a\tb')).toBe('a\\tb');
    expect(copyField('a\nb')).toBe('a\\nb');
    expect(copyField('a\r\nb')).toBe('a\\r\\nb');
    expect(copyField('C:\\dir\\')).toBe('C:\\\\dir\\\\');
    expect(copyField('\\.')).toBe('\\\\.');
    // Quotes are CSV's business: nothing to do in the text format.
    expect(copyField(`"a" 'b'`)).toBe(`"a" 'b'`);
    expect(copyField('ação ☃')).toBe('ação ☃');
  });

  it('writes numbers and exact decimals as they are, booleans as t/f', () => {
    expect(copyField(42)).toBe('42');
    expect(copyField('-0.005')).toBe('-0.005');
    expect(copyField(12345678901234567890n)).toBe('12345678901234567890');
    expect(copyField(true)).toBe('t');
    expect(copyField(false)).toBe('f');
  });

  it('writes objects as JSON, whose own backslashes are escaped once more', () => {
    const value = { code: 'A\tB', note: 'line 1\nline 2', path: 'x\\y', quote: '"q"', none: null };
    const field = copyField(value);
    expect(field).not.toMatch(/[\t\n\r]/);
    // COPY undoes the escaping: what arrives is JSON.stringify's text, which parses back to the value.
    const arrived = field.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c);
    expect(arrived).toBe(JSON.stringify(value));
    expect(JSON.parse(arrived)).toEqual(value);
    expect(copyField([1, 'a'])).toBe('[1,"a"]');
  });

  it('joins a row with tabs and ends it with a line break', () => {
    const line = (values: Parameters<CopyWriter['row']>[0]) => {
      const w = new CopyWriter(8);
      w.row(values);
      return w.toString();
    };
    expect(line([1, 'a\tb', null, true, { k: 'v' }])).toBe('1\ta\\tb\t\\N\tt\t{"k":"v"}\n');
    expect(line([])).toBe('\n');
  });
});
