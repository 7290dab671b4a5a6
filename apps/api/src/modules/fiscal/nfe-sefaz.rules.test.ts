import { describe, expect, it } from 'vitest';
import { desfecho, elemento, esperaAposFalha, horaBrasilia, leRetornoEvento, leRetornoLote, loteNfe, mensagemFalha, nfeProc, valor } from './nfe-sefaz.rules.ts';

const NS = 'http://www.portalfiscal.inf.br/nfe';
const prot = `<protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>35261111222333000181550010000000011000000010</chNFe><dhRecbto>2026-11-28T10:00:00-03:00</dhRecbto><nProt>135260000000001</nProt><digVal>abc=</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>`;

describe('the messages exchanged with SEFAZ', () => {
  it('puts the NFe without its declaration in a synchronous lote of one', () => {
    const lote = loteNfe(`<?xml version="1.0" encoding="UTF-8"?><NFe xmlns="${NS}"><infNFe/></NFe>`, '123');
    expect(lote).toBe(`<enviNFe xmlns="${NS}" versao="4.00"><idLote>123</idLote><indSinc>1</indSinc><NFe xmlns="${NS}"><infNFe/></NFe></enviNFe>`);
  });

  it('reads retEnviNFe synchronous (104 + protNFe) and asynchronous (103 + nRec), prefixed or not', () => {
    const sync = leRetornoLote(`<ns2:retEnviNFe xmlns:ns2="${NS}" versao="4.00"><ns2:tpAmb>2</ns2:tpAmb><ns2:cStat>104</ns2:cStat><ns2:xMotivo>Lote processado</ns2:xMotivo>${prot}</ns2:retEnviNFe>`);
    expect(sync).toMatchObject({ cStat: '104', nRec: null, protNFe: { cStat: '100', nProt: '135260000000001', digVal: 'abc=' } });
    const async = leRetornoLote(`<retEnviNFe xmlns="${NS}" versao="4.00"><cStat>103</cStat><xMotivo>Lote recebido com sucesso</xMotivo><infRec><nRec>351000000000001</nRec><tMed>3</tMed></infRec></retEnviNFe>`);
    expect(async).toMatchObject({ cStat: '103', nRec: '351000000000001', tMed: 3, protNFe: null });
    expect(() => leRetornoLote('<html>erro</html>')).toThrow(/retEnviNFe/);
  });

  it('reads the event of retEnvEvento apart from the lote', () => {
    const r = leRetornoEvento(`<retEnvEvento xmlns="${NS}" versao="1.00"><idLote>1</idLote><cStat>128</cStat><xMotivo>Lote de Evento Processado</xMotivo><retEvento versao="1.00"><infEvento><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><nProt>135260000000002</nProt></infEvento></retEvento></retEnvEvento>`);
    expect(r).toMatchObject({ cStatLote: '128', cStat: '135', nProt: '135260000000002' });
    expect(r.xml).toMatch(/^<retEvento versao="1.00">.*<\/retEvento>$/);
  });

  it('keeps the nfeProc as NFe + protNFe under the portal namespace', () => {
    const proc = nfeProc(`<NFe xmlns="${NS}"><infNFe Id="NFe1"/></NFe>`, prot);
    expect(proc).toBe(`<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="${NS}" versao="4.00"><NFe xmlns="${NS}"><infNFe Id="NFe1"/></NFe>${prot}</nfeProc>`);
    expect(valor(elemento(proc, 'protNFe'), 'nProt')).toBe('135260000000001');
  });

  it('says what each cStat means for the invoice', () => {
    expect(['100', '150'].map(desfecho)).toEqual(['autorizada', 'autorizada']);
    expect(['110', '301', '302', '303'].map(desfecho)).toEqual(['denegada', 'denegada', 'denegada', 'denegada']);
    expect(['204', '539'].map(desfecho)).toEqual(['duplicada', 'duplicada']);
    expect(['225', '297', '598'].map(desfecho)).toEqual(['rejeitada', 'rejeitada', 'rejeitada']);
  });

  it('waits longer after each failure, up to 30 minutes, and tells when in Brasília time', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(esperaAposFalha)).toEqual([30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 1_800_000, 1_800_000]);
    expect(horaBrasilia(new Date('2026-11-28T13:05:00Z'))).toBe('10:05');
    expect(mensagemFalha('conexão recusada', new Date('2026-11-28T13:05:00Z'), null)).toBe('SEFAZ fora do ar: conexão recusada; nova tentativa às 10:05');
  });
});
