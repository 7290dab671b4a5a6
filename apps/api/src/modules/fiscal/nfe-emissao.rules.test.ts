import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@backoffice/domain';
import { abrePfx, assinaNfe, certificadoDemonstracao } from './nfe-assinatura.ts';
import { chaveAcesso, duplicatasDoPlano, meioPagamento, montaNfe, parte, texto, type DadosNfe, type ItemNfe, type TributosItem } from './nfe-emissao.rules.ts';
import { validateNfe } from './xsd.ts';

const SAMPLES = resolve(import.meta.dirname, '../../../../../../shared/fiscal/samples');
const keys = readdirSync(SAMPLES)
  .filter((f) => f.endsWith('.xml'))
  .map((f) => ({ file: f, key: /<chNFe>(\d{44})</.exec(readFileSync(resolve(SAMPLES, f), 'utf8'))![1] }));

describe('access key (44 digits, check digit modulo 11)', () => {
  it('reads the real invoices', () => expect(keys.length).toBe(6));
  // Rebuilt from its parts, each real key (protNFe's chNFe) gets the check digit SEFAZ authorised it with (the
  // "badkey" sample carries a key whose digit is wrong on purpose: the rebuilt one differs from it in that digit only).
  for (const { file, key } of keys) {
    it(file, () => {
      const rebuilt = chaveAcesso({
        cUF: key.slice(0, 2),
        dhEmi: `20${key.slice(2, 4)}-${key.slice(4, 6)}-01T00:00:00-03:00`,
        CNPJ: key.slice(6, 20),
        serie: Number(key.slice(22, 25)),
        nNF: Number(key.slice(25, 34)),
        tpEmis: key.slice(34, 35),
        cNF: key.slice(35, 43),
      });
      expect(rebuilt.slice(0, 43)).toBe(key.slice(0, 43));
      if (file.startsWith('badkey')) expect(rebuilt).not.toBe(key);
      else expect(rebuilt).toBe(key);
    });
  }
  it('remainder 0 or 1 gives 0', () => {
    // 43 zeros: sum 0, remainder 0 → 0.
    expect(chaveAcesso({ cUF: '00', dhEmi: '2000-00', CNPJ: '0', serie: 0, nNF: 0, tpEmis: '0', cNF: '0' }).slice(0, 20)).toBe('00000000000000000000');
  });
});

describe('pieces', () => {
  it('partial invoices add up to the stored value: proportional, the last one takes the rest', () => {
    const first = parte('100.01', new Decimal(1), new Decimal(3), { qt: new Decimal(0), valor: new Decimal(0) });
    const second = parte('100.01', new Decimal(1), new Decimal(3), { qt: new Decimal(1), valor: new Decimal(first) });
    const last = parte('100.01', new Decimal(1), new Decimal(3), { qt: new Decimal(2), valor: new Decimal(first).plus(second) });
    expect([first, second, last]).toEqual(['33.34', '33.34', '33.33']);
  });
  it('free text fits TString: one line, trimmed, cut', () => {
    expect(texto('  Rua  das\nFlores  ', 60)).toBe('Rua das Flores');
    expect(texto('x'.repeat(70), 60)).toHaveLength(60);
  });
  it('payment means by the description', () => {
    expect(meioPagamento('Boleto bancário', true)).toEqual({ tPag: '15' });
    expect(meioPagamento('PIX', true)).toEqual({ tPag: '17' });
    expect(meioPagamento('Permuta', true)).toEqual({ tPag: '99', xPag: 'Permuta' });
    expect(meioPagamento('Boleto', false)).toEqual({ tPag: '90' });
  });
});

describe('duplicatas from the order’s plan', () => {
  const plan = (received: string[] = ['0', '0', '0']) =>
    ['33.34', '33.33', '33.33'].map((valor, i) => ({ dVenc: `2027-0${i + 1}-10`, valor, recebido: received[i] }));
  const sum = (d: { vDup: string }[]) => d.reduce((a, x) => a.plus(x.vDup), new Decimal(0)).toFixed(2);

  it('nothing received: the plan in proportion to the invoice, adding up to it', () => {
    const whole = duplicatasDoPlano(plan(), '100.00');
    expect(whole).toEqual({ adiantamento: '0.00', duplicatas: [{ nDup: '001', dVenc: '2027-01-10', vDup: '33.34' }, { nDup: '002', dVenc: '2027-02-10', vDup: '33.33' }, { nDup: '003', dVenc: '2027-03-10', vDup: '33.33' }] });
    expect(sum(duplicatasDoPlano(plan(), '40.00').duplicatas)).toBe('40.00');
  });

  it('an installment paid in advance is not billed again: the whole invoice bills what is open, the advance its discount', () => {
    const { duplicatas, adiantamento } = duplicatasDoPlano(plan(['33.34', '0', '0']), '100.00');
    expect(adiantamento).toBe('33.34');
    expect(duplicatas.map((d) => [d.nDup, d.dVenc, d.vDup])).toEqual([
      ['001', '2027-02-10', '33.33'],
      ['002', '2027-03-10', '33.33'],
    ]);
  });

  it('partial invoices: the advance is settled only when the plan can no longer hold it, and all of them add up to the order', () => {
    // R$ 100,00 with 60,00 received on the first two installments, invoiced 70,00 and then 30,00.
    const first = duplicatasDoPlano([{ dVenc: 'a', valor: '50.00', recebido: '50.00' }, { dVenc: 'b', valor: '50.00', recebido: '10.00' }], '70.00');
    // The plan keeps 30,00 to invoice, 60,00 received: 30,00 of the advance is settled now, 40,00 billed.
    expect([first.adiantamento, sum(first.duplicatas)]).toEqual(['30.00', '40.00']);
    // What the plan holds after it (the duplicatas taken from the open part): 50 paid, 10 paid of 10.
    const second = duplicatasDoPlano([{ dVenc: 'a', valor: '50.00', recebido: '50.00' }, { dVenc: 'b', valor: '10.00', recebido: '10.00' }], '30.00');
    expect([second.adiantamento, sum(second.duplicatas)]).toEqual(['30.00', '0.00']);
    // Received 60 + billed 40 + 0 = 100: the order, once.
  });
});

describe('every tax group the engine stores builds a valid, signed NF-e', () => {
  const zero = {
    VlBcIcms: '0.00', PcRedBc: '0', PcIcms: '0', VlIcms: '0.00', PcFcp: '0', VlFcp: '0.00', VlBcSt: '0.00', PcMvaSt: '0', PcRedBcSt: '0',
    PcIcmsSt: '0', VlIcmsSt: '0.00', PcFcpSt: '0', VlFcpSt: '0.00', VlBcIpi: '0.00', PcIpi: '0', VlIpi: '0.00', VlBcPisCofins: '0.00', PcPis: '0',
    VlPis: '0.00', PcCofins: '0', VlCofins: '0.00', VlBcUfDest: '0.00', PcIcmsUfDest: '0', PcFcpUfDest: '0', PcIcmsInter: '0', PcIcmsInterPart: '0',
    VlIcmsUfDest: '0.00', VlIcmsUfRemet: '0.00', VlFcpUfDest: '0.00', VlTributos: '0.00',
    CstIbsCbs: null, CdClassTrib: null, VlBcIbsCbs: '0.00', PcIbsUf: '0', VlIbsUf: '0.00', PcIbsMun: '0', VlIbsMun: '0.00', PcCbs: '0', VlCbs: '0.00',
    StIbsCbsSomaTotal: false,
  };
  const item = (cst: string, taxes: Partial<TributosItem>): ItemNfe => ({
    cProd: `P-${cst}`, xProd: `Produto CST ${cst}`, NCM: '34022000', CEST: '1100100', CFOP: '6102', uCom: 'UN', qCom: '10', vUnCom: '100.00',
    vProd: '1000.00', vFrete: '0.00', vDesc: '0.00', orig: '0', tributos: { ...zero, CstIcms: cst, ...taxes },
  });
  const endereco = (uf: string, cMun: string) => ({ xLgr: 'Rua A', nro: '10', xBairro: 'Centro', cMun, xMun: 'Cidade', UF: uf, CEP: '01001000' });
  const dados = (crt: '1' | '3', itens: ItemNfe[]): DadosNfe => ({
    tpAmb: '2', serie: 1, nNF: 7, cNF: '12345678', dhEmi: '2026-03-10T10:00:00-03:00', natOp: 'Venda', consumidorFinal: true,
    emitente: { CNPJ: '11222333000181', xNome: 'Empresa Teste', endereco: endereco('SP', '3550308'), IE: '111222333444', CRT: crt },
    destinatario: { documento: '12345678909', xNome: 'Cliente', endereco: endereco('MG', '3106200'), indIEDest: '9' },
    itens, modFrete: '1', transportador: { documento: '99888777000166', xNome: 'Transportadora', IE: '123456789', xMun: 'Belo Horizonte', UF: 'MG' },
    volume: { qVol: '10', esp: 'CAIXAS', pesoL: '10.5', pesoB: '11' },
    duplicatas: [{ nDup: '001', dVenc: '2026-04-09', vDup: '1000.00' }], tPag: '15', infCpl: 'Pedido 1', verProc: 'teste',
  });
  const cert = abrePfx(certificadoDemonstracao('11222333000181', 'Empresa Teste', 'x'), 'x');

  it('regime normal: CST 00 with FCP, 10, 20, 70, 41, IPI and the DIFAL group', async () => {
    const { xml, totais: t } = montaNfe(
      dados('3', [
        item('00', { VlBcIcms: '1000.00', PcIcms: '12', VlIcms: '120.00', PcFcp: '2', VlFcp: '20.00', VlBcUfDest: '1000.00', PcIcmsUfDest: '18', PcIcmsInter: '12', PcIcmsInterPart: '100', VlIcmsUfDest: '60.00' }),
        item('10', { VlBcIcms: '1000.00', PcIcms: '12', VlIcms: '120.00', VlBcSt: '1400.00', PcMvaSt: '40', PcIcmsSt: '18', VlIcmsSt: '132.00', PcFcpSt: '2', VlFcpSt: '28.00' }),
        item('20', { VlBcIcms: '800.00', PcRedBc: '20', PcIcms: '12', VlIcms: '96.00', VlBcIpi: '1000.00', PcIpi: '5', VlIpi: '50.00' }),
        item('70', { VlBcIcms: '800.00', PcRedBc: '20', PcIcms: '12', VlIcms: '96.00', VlBcSt: '1120.00', PcRedBcSt: '20', PcIcmsSt: '18', VlIcmsSt: '105.60' }),
        item('41', {}),
      ]),
    );
    expect(t.vNF.toFixed(2)).toBe('5315.60');
    const r = await validateNfe(assinaNfe(xml, cert), 'NFe');
    expect(r).toEqual({ valid: true, firstError: null });
  });

  it('regime normal in 2026: the IBSCBS group per item, IBSCBSTot and vNFTot (the total without them)', async () => {
    const ibsCbs = (vBc: string, vIbsUf: string, vCbs: string) => ({
      CstIbsCbs: '000', CdClassTrib: '000001', VlBcIbsCbs: vBc, PcIbsUf: '0.1', VlIbsUf: vIbsUf, PcIbsMun: '0', VlIbsMun: '0.00', PcCbs: '0.9', VlCbs: vCbs,
    });
    const { xml, totais: t } = montaNfe(
      dados('3', [
        item('00', { VlBcIcms: '1000.00', PcIcms: '12', VlIcms: '120.00', VlPis: '6.50', VlCofins: '30.00', PcPis: '0.65', PcCofins: '3', VlBcPisCofins: '1000.00', ...ibsCbs('843.50', '0.84', '7.59') }),
        item('20', { VlBcIcms: '800.00', PcRedBc: '20', PcIcms: '12', VlIcms: '96.00', VlBcIpi: '1000.00', PcIpi: '5', VlIpi: '50.00', ...ibsCbs('904.00', '0.90', '8.14') }),
      ]),
    );
    expect(xml).toContain(
      '<IBSCBS><CST>000</CST><cClassTrib>000001</cClassTrib><gIBSCBS><vBC>843.50</vBC><gIBSUF><pIBSUF>0.1000</pIBSUF><vIBSUF>0.84</vIBSUF></gIBSUF>' +
        '<gIBSMun><pIBSMun>0.0000</pIBSMun><vIBSMun>0.00</vIBSMun></gIBSMun><vIBS>0.84</vIBS><gCBS><pCBS>0.9000</pCBS><vCBS>7.59</vCBS></gCBS></gIBSCBS></IBSCBS>',
    );
    expect(xml).toContain('<vItem>1050.00</vItem>');
    expect(xml).toContain('<IBSCBSTot><vBCIBSCBS>1747.50</vBCIBSCBS><gIBS><gIBSUF><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vIBSUF>1.74</vIBSUF></gIBSUF>');
    expect(xml).toContain('<gCBS><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vCBS>15.73</vCBS>');
    // 2026: stated, not charged: vNFTot is vNF.
    expect(t.vNF.toFixed(2)).toBe('2050.00');
    expect(xml).toContain('<vNFTot>2050.00</vNFTot>');
    const r = await validateNfe(assinaNfe(xml, cert), 'NFe');
    expect(r).toEqual({ valid: true, firstError: null });
    // A period that charges them on top: vItem and vNFTot carry them, vNF does not.
    const charged = montaNfe(dados('3', [item('00', { VlBcIcms: '1000.00', PcIcms: '12', VlIcms: '120.00', ...ibsCbs('880.00', '0.88', '7.92'), StIbsCbsSomaTotal: true })]));
    expect(charged.xml).toContain('<vNFTot>1008.80</vNFTot>');
    expect(charged.totais.vNF.toFixed(2)).toBe('1000.00');
  });

  it('without the group (Simples Nacional, orders before 2026) there is no IBSCBS, IBSCBSTot, vItem or vNFTot', () => {
    const { xml } = montaNfe(dados('3', [item('00', { VlBcIcms: '1000.00', PcIcms: '12', VlIcms: '120.00' })]));
    for (const tag of ['<IBSCBS>', '<IBSCBSTot>', '<vItem>', '<vNFTot>']) expect(xml).not.toContain(tag);
  });

  it('Simples Nacional: CSOSN 102 and 202 with ST, PIS/COFINS 49', async () => {
    const { xml } = montaNfe(dados('1', [item('102', {}), item('202', { VlBcSt: '1400.00', PcMvaSt: '40', PcIcmsSt: '18', VlIcmsSt: '132.00' })]));
    expect(xml).toContain('<CSOSN>102</CSOSN>');
    expect(xml).toContain('<PISOutr><CST>49</CST>');
    const r = await validateNfe(assinaNfe(xml, cert), 'NFe');
    expect(r).toEqual({ valid: true, firstError: null });
  });
});
