import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@backoffice/domain';
import { cfopDevolucao, percentualDevolvido, restaDevolver, valoresDevolvidos } from './nfe-devolucao.rules.ts';
import { abrePfx, assinaNfe, certificadoDemonstracao } from './nfe-assinatura.ts';
import { montaNfe, type TributosItem } from './nfe-emissao.rules.ts';
import { validateNfe } from './xsd.ts';

describe('CFOP of return by the CFOP of sale', () => {
  it('own production to 1.201/2.201/3.201, goods for resale to 1.202/2.202/3.202, ST sales to 1.410/1.411 (2.4xx out of state)', () => {
    const table: [string, string][] = [
      ['5101', '1201'],
      ['5102', '1202'],
      ['6101', '2201'],
      ['6102', '2202'],
      ['7101', '3201'],
      ['7102', '3202'],
      ['5401', '1410'],
      ['5403', '1411'],
      ['5405', '1411'],
      ['6401', '2410'],
      ['6403', '2411'],
      ['6404', '2411'],
    ];
    for (const [sale, back] of table) expect([sale, cfopDevolucao(sale)]).toEqual([sale, back]);
    expect(cfopDevolucao('5.102')).toBe('1202');
  });

  it('a sale the table does not know has no CFOP of return (the user is asked to configure it)', () => {
    for (const cfop of ['5949', '5910', '6949', '1202', '']) expect(cfopDevolucao(cfop)).toBeNull();
  });

  it('the return keeps the side of the sale: in state 1, out of state 2, abroad 3', () => {
    for (const sale of ['5101', '5102', '5401', '5405', '6102', '6404', '7101']) expect(cfopDevolucao(sale)![0]).toBe({ '5': '1', '6': '2', '7': '3' }[sale[0]]);
  });
});

describe('the values of a return', () => {
  const valores = { vProd: '100.00', vDesc: '3.33', VlIcms: '18.00', VlIpi: '6.50', pesoL: '1.250' };
  const none = { qt: new Decimal(0), valores: {} };

  it('each stored value in proportion to the quantity returned, to the cent', () => {
    expect(valoresDevolvidos(valores, new Decimal(1), '3', none)).toEqual({ vProd: '33.33', vDesc: '1.11', VlIcms: '6.00', VlIpi: '2.17', pesoL: '0.42' });
  });

  it('returns in any parts add up to the invoice, the last taking what the others left', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 6 }), (parts) => {
        const total = parts.reduce((a, b) => a + b, 0);
        const before = { qt: new Decimal(0), valores: {} as Record<string, Decimal> };
        for (const p of parts) {
          const v = valoresDevolvidos(valores, new Decimal(p), String(total), before);
          before.qt = before.qt.plus(p);
          for (const [k, x] of Object.entries(v)) before.valores[k] = (before.valores[k] ?? new Decimal(0)).plus(x);
        }
        for (const [k, x] of Object.entries(valores)) expect([k, before.valores[k].toFixed(2)]).toEqual([k, new Decimal(x).toFixed(2)]);
      }),
    );
  });

  it('what is left to return, and the share of the item returned (pDevol)', () => {
    expect(restaDevolver('5.000', new Decimal('1.5')).toFixed(3)).toBe('3.500');
    expect(percentualDevolvido(new Decimal(1), '3')).toBe('33.33');
    expect(percentualDevolvido(new Decimal(3), '3')).toBe('100.00');
  });
});

describe('the return NF-e the builder writes', () => {
  const tributos = {
    CstIcms: '00', VlBcIcms: '300.00', PcRedBc: '0', PcIcms: '12', VlIcms: '36.00', PcFcp: '0', VlFcp: '0.00', VlBcSt: '0.00', PcMvaSt: '0', PcRedBcSt: '0',
    PcIcmsSt: '0', VlIcmsSt: '0.00', PcFcpSt: '0', VlFcpSt: '0.00', VlBcIpi: '300.00', PcIpi: '5', VlIpi: '15.00', VlBcPisCofins: '300.00', PcPis: '1.65',
    VlPis: '4.95', PcCofins: '7.6', VlCofins: '22.80', VlBcUfDest: '0.00', PcIcmsUfDest: '0', PcFcpUfDest: '0', PcIcmsInter: '0', PcIcmsInterPart: '0',
    VlIcmsUfDest: '0.00', VlIcmsUfRemet: '0.00', VlFcpUfDest: '0.00', VlTributos: '0.00',
  } as unknown as TributosItem;
  const endereco = { xLgr: 'Rua A', nro: '10', xBairro: 'Centro', cMun: '3550308', xMun: 'São Paulo', UF: 'SP', CEP: '01001000' };
  const refNFe = '35260311222333000181550010000000071123456781';

  it('an entry of return (tpNF 0, finNFe 4) referring to the sale, the IPI as IPI returned, PIS/COFINS of entry, no billing; valid and signed', async () => {
    const { xml, totais } = montaNfe({
      tpAmb: '2', serie: 1, nNF: 8, cNF: '87654321', dhEmi: '2026-03-12T10:00:00-03:00', natOp: 'DEVOLUCAO DE VENDA', consumidorFinal: false,
      tpNF: '0', finNFe: '4', refNFe,
      emitente: { CNPJ: '11222333000181', xNome: 'Empresa Teste', endereco, IE: '111222333444', CRT: '3' },
      destinatario: { documento: '99888777000166', xNome: 'Cliente', endereco, indIEDest: '1', IE: '123456789012' },
      itens: [{ cProd: 'P1', xProd: 'Produto', NCM: '34022000', CFOP: '1202', uCom: 'UN', qCom: '3', vUnCom: '100.00', vProd: '300.00', vFrete: '0.00', vDesc: '0.00', orig: '0', tributos, pDevol: '30' }],
      modFrete: '9', duplicatas: [], tPag: '90', infCpl: 'Devolução da NF-e 7', verProc: 'teste',
    });
    expect(xml).toContain(`<tpNF>0</tpNF>`);
    expect(xml).toContain(`<finNFe>4</finNFe>`);
    expect(xml).toContain(`<NFref><refNFe>${refNFe}</refNFe></NFref>`);
    expect(xml).toContain('<impostoDevol><pDevol>30.00</pDevol><IPI><vIPIDevol>15.00</vIPIDevol></IPI></impostoDevol>');
    expect(xml).not.toContain('<IPITrib>');
    expect(xml).toContain('<PISOutr><CST>98</CST><vBC>300.00</vBC><pPIS>1.6500</pPIS><vPIS>4.95</vPIS></PISOutr>');
    expect(xml).toContain('<vIPI>0.00</vIPI><vIPIDevol>15.00</vIPIDevol>');
    expect(xml).not.toContain('<cobr>');
    expect(totais.vNF.toFixed(2)).toBe('315.00');
    const cert = abrePfx(certificadoDemonstracao('11222333000181', 'Empresa Teste', 'x'), 'x');
    expect(await validateNfe(assinaNfe(xml, cert), 'NFe')).toEqual({ valid: true, firstError: null });
  });
});
