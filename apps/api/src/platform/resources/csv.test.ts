import { describe, expect, it } from 'vitest';
import { crlf, csvCell } from './csv.ts';

describe('CSV text', () => {
  it('termina cada registro do COPY com CRLF, mas não as quebras dentro de células entre aspas', () => {
    const fix = crlf();
    const copy = 'a,b\n1,"linha 1\nlinha 2"\n2,"com ""aspas"""\n3,x\n';
    const expected = 'a,b\r\n1,"linha 1\nlinha 2"\r\n2,"com ""aspas"""\r\n3,x\r\n';
    // Any split into chunks gives the same text, even inside a quoted cell.
    for (let size = 1; size <= copy.length; size++) {
      const fresh = crlf();
      let out = '';
      for (let i = 0; i < copy.length; i += size) out += fresh(Buffer.from(copy.slice(i, i + size))).toString();
      expect(out, `chunks of ${size}`).toBe(expected);
    }
    expect(fix(Buffer.from('sem quebra')).toString()).toBe('sem quebra');
  });

  it('neutraliza fórmulas e mantém números negativos', () => {
    expect(csvCell('=SOMA(A1)')).toBe("'=SOMA(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});
