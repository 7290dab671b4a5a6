import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { idEvento, idInutilizacao, montaEvento, montaInutilizacao } from './nfe-eventos.rules.ts';

const chave = '35261112345678000195550010000000421123456786';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

describe('NF-e event XML', () => {
  it('Ids follow the manual: ID + tpEvento + key + nSeq (2 digits); ID + cUF + year + CNPJ + 55 + series + range', () => {
    expect(idEvento('110110', chave, 3)).toBe(`ID110110${chave}03`);
    expect(idEvento('110111', chave, 1)).toHaveLength(54);
    const id = idInutilizacao({ cUF: '35', ano: '26', CNPJ: '12345678000195', serie: 1, nNFIni: 7, nNFFin: 12 });
    expect(id).toBe('ID' + '35' + '26' + '12345678000195' + '55' + '001' + '000000007' + '000000012');
    expect(id).toMatch(/^ID[0-9]{4}[0-9A-Z]{12}[0-9]{25}$/);
  });

  it('takes cOrgao and CNPJ from the key, folds blanks in the texts and escapes them', () => {
    const { xml } = montaEvento(
      { chave, tpAmb: '2', nSeqEvento: 2, dhEvento: '2026-11-28T23:00:00-03:00', idLote: '1' },
      { tpEvento: '110110', xCorrecao: '  Onde se le  A & B,\n leia-se <C>  ' },
    );
    const inf = parser.parse(xml).envEvento.evento.infEvento;
    expect(inf).toMatchObject({ cOrgao: '35', CNPJ: '12345678000195', nSeqEvento: '2', tpEvento: '110110' });
    expect(xml).toContain('<xCorrecao>Onde se le A &amp; B, leia-se &lt;C&gt;</xCorrecao>');
    const inut = parser.parse(montaInutilizacao({ tpAmb: '2', cUF: '35', ano: '26', CNPJ: '12345678000195', serie: 0, nNFIni: 1, nNFFin: 1, xJust: ' x  y ' }).xml).inutNFe;
    expect(inut['@_versao']).toBe('4.00');
    expect(inut.infInut).toMatchObject({ serie: '0', xJust: 'x y', mod: '55' });
  });
});
