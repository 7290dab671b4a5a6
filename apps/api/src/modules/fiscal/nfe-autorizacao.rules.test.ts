import { describe, expect, it } from 'vitest';
import { duplicatasDaNota, foraDoPrazoDeCancelamento } from './nfe-autorizacao.rules.ts';

describe('duplicatasDaNota', () => {
  it('reads cobr/dup in order, and nothing from a note without cobr', () => {
    const xml =
      '<nfeProc><NFe><infNFe><cobr><fat><nFat>12</nFat><vOrig>300.01</vOrig><vLiq>300.01</vLiq></fat>' +
      '<dup><nDup>001</nDup><dVenc>2026-12-29</dVenc><vDup>150.00</vDup></dup><dup><nDup>002</nDup><dVenc>2027-01-28</dVenc><vDup>150.01</vDup></dup></cobr></infNFe></NFe></nfeProc>';
    expect(duplicatasDaNota(xml)).toEqual([
      { nDup: '001', dVenc: '2026-12-29', vDup: '150.00' },
      { nDup: '002', dVenc: '2027-01-28', vDup: '150.01' },
    ]);
    expect(duplicatasDaNota('<NFe><infNFe><pag/></infNFe></NFe>')).toEqual([]);
  });
});

describe('foraDoPrazoDeCancelamento', () => {
  const autorizada = '2026-11-28T10:00:00.000Z';
  it('24 hours from the authorisation, as stored by PostgreSQL or as ISO', () => {
    expect(foraDoPrazoDeCancelamento(autorizada, new Date('2026-11-29T09:59:59Z'))).toBe(false);
    expect(foraDoPrazoDeCancelamento(autorizada, new Date('2026-11-29T10:00:01Z'))).toBe(true);
    expect(foraDoPrazoDeCancelamento('2026-11-28 07:00:00-03', new Date('2026-11-29T10:00:01Z'))).toBe(true);
    expect(foraDoPrazoDeCancelamento(null)).toBe(false);
  });
});
