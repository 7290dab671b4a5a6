import { describe, expect, it } from 'vitest';
import { cepDaUf } from './cep-uf.ts';

describe('cepDaUf', () => {
  it('places a CEP in its UF only', () => {
    expect(cepDaUf('01001000', 'SP')).toBe(true);
    expect(cepDaUf('01001000', 'RJ')).toBe(false);
    expect(cepDaUf('69301350', 'RR')).toBe(true);
    expect(cepDaUf('69301350', 'AM')).toBe(false);
    expect(cepDaUf('69010001', 'am')).toBe(true);
    expect(cepDaUf('73700000', 'GO')).toBe(true);
    expect(cepDaUf('73000000', 'DF')).toBe(true);
    expect(cepDaUf('1001000', 'SP')).toBe(false);
  });
});
