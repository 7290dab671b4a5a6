import { describe, expect, it } from 'vitest';
import { ALIQUOTAS_IBSCBS, aliquotaIbsCbsVigente, baseIbsCbs, calculaIbsCbs, type AliquotaIbsCbs } from './ibscbs.rules.ts';
import { calculaItem, resolveRates, type ContextoFiscal, type RegraUf } from './impostos.rules.ts';

const TESTE_2026 = ALIQUOTAS_IBSCBS;
const normal = { data: '2026-06-15', crt: '3', exportacao: false };

describe('IBS/CBS of an item (NT 2025.002-RTC, test year 2026)', () => {
  it('worked example by hand: internal SP sale of a regime-normal issuer', () => {
    // Goods 1.000,00, discount 50,00, freight 30,00: operation 980,00.
    // ICMS 18 % of 980,00 = 176,40; PIS 0,65 % of 950,00 = 6,175 → 6,18; COFINS 3 % of 950,00 = 28,50.
    // Base (UB16) = 1.000,00 + 30,00 − 50,00 − 176,40 − 6,18 − 28,50 = 768,92.
    // CBS 0,9 % × 768,92 = 6,92028 → 6,92; IBS UF 0,1 % × 768,92 = 0,76892 → 0,77; IBS municipal 0 % → 0,00.
    const r = calculaIbsCbs(normal, { vProd: '1000.00', vDesc: '50.00', vFrete: '30.00', vICMS: '176.40', vPIS: '6.18', vCOFINS: '28.50' }, TESTE_2026);
    expect(r).toEqual({
      CstIbsCbs: '000',
      CdClassTrib: '000001',
      VlBcIbsCbs: '768.92',
      PcIbsUf: '0.1000',
      VlIbsUf: '0.77',
      PcIbsMun: '0.0000',
      VlIbsMun: '0.00',
      PcCbs: '0.9000',
      VlCbs: '6.92',
      StIbsCbsSomaTotal: false,
    });
  });

  it('the engine fills it for the same sale, from its own ICMS, PIS and COFINS', () => {
    const ufs: RegraUf[] = [{ IdUf: 'SP', PcIcmsInterno: '18', PcFcp: '0', TpDifal: 'D' }];
    const ctx: ContextoFiscal = {
      ufOrigem: 'SP', ufDestino: 'SP', tpContribuinte: '1', consumidorFinal: false, data: '2026-06-15',
      emissor: { Crt: '3', PcPis: '0.65', PcCofins: '3' }, ibsCbs: TESTE_2026,
    };
    const rates = resolveRates({ ufOrigem: 'SP', ufDestino: 'SP', ncm: '34022000', idOperacao: null }, ufs, []);
    const item = calculaItem(ctx, { origem: '0', vProd: '1000.00', vDesc: '50.00', vFrete: '30.00' }, rates);
    expect([item.VlIcms, item.VlPis, item.VlCofins]).toEqual(['176.40', '6.18', '28.50']);
    expect([item.VlBcIbsCbs, item.VlCbs, item.VlIbsUf, item.VlIbsMun]).toEqual(['768.92', '6.92', '0.77', '0.00']);
    // Stated, not charged in 2026: the item's total and its taxes are the ones without IBS/CBS.
    expect(item.VlTotal).toBe('980.00');
    // Simples Nacional: not in 2026.
    const simples = calculaItem({ ...ctx, emissor: { ...ctx.emissor, Crt: '1' } }, { origem: '0', vProd: '1000.00' }, rates);
    expect(simples.CstIbsCbs).toBeNull();
    // An order of 2025: before the reform.
    expect(calculaItem({ ...ctx, data: '2025-12-31' }, { origem: '0', vProd: '1000.00' }, rates).CstIbsCbs).toBeNull();
    // Exports: immune, no group from the engine.
    expect(calculaItem({ ...ctx, ufDestino: 'EX' }, { origem: '0', vProd: '1000.00' }, rates).CstIbsCbs).toBeNull();
  });

  it('the DIFAL and the FCP leave the base too; IPI stays out of it', () => {
    // 100,00 − ICMS 12,00 − FCP 2,00 − DIFAL 6,00 − FCP DIFAL 2,00 − PIS 0,65 − COFINS 3,00 = 74,35 (IPI 5,00 ignored).
    expect(baseIbsCbs({ vProd: '100', vICMS: '12', vFCP: '2', vICMSUFDest: '6', vFCPUFDest: '2', vPIS: '0.65', vCOFINS: '3' }).toFixed(2)).toBe('74.35');
  });

  it('rounds each share half-up to the cent', () => {
    // 5,00 × 0,9 % = 0,045 → 0,05 (half-even would give 0,04); 5,00 × 0,1 % = 0,005 → 0,01.
    const r = calculaIbsCbs(normal, { vProd: '5.00' }, TESTE_2026);
    expect([r.VlCbs, r.VlIbsUf]).toEqual(['0.05', '0.01']);
  });

  it('applies only to regime normal in 2026, and only within a period', () => {
    expect(calculaIbsCbs({ ...normal, crt: '1' }, { vProd: '100' }, TESTE_2026).CstIbsCbs).toBeNull();
    expect(calculaIbsCbs({ ...normal, crt: '2' }, { vProd: '100' }, TESTE_2026).CstIbsCbs).toBeNull();
    expect(calculaIbsCbs({ ...normal, data: '2025-12-31' }, { vProd: '100' }, TESTE_2026).CstIbsCbs).toBeNull();
    expect(calculaIbsCbs({ ...normal, data: '2026-12-31' }, { vProd: '100' }, TESTE_2026).VlCbs).toBe('0.90');
    expect(calculaIbsCbs({ ...normal, data: '2027-01-01' }, { vProd: '100' }, TESTE_2026).CstIbsCbs).toBeNull();
  });

  it('reads the rates of the period from the table, the latest start first', () => {
    const tabela: AliquotaIbsCbs[] = [
      ...TESTE_2026,
      { DtInicio: '2027-01-01', DtFim: null, PcCbs: '8.8', PcIbsUf: '0.05', PcIbsMun: '0.05', StSimples: true, StSomaTotal: true },
      { DtInicio: '2027-07-01', DtFim: null, PcCbs: '8.7', PcIbsUf: '0.05', PcIbsMun: '0.05', StSimples: true, StSomaTotal: true },
    ];
    expect(aliquotaIbsCbsVigente(tabela, '2027-03-01T10:00:00')?.PcCbs).toBe('8.8');
    expect(aliquotaIbsCbsVigente(tabela, '2027-08-01')?.PcCbs).toBe('8.7');
    const r = calculaIbsCbs({ ...normal, crt: '1', data: '2027-03-01' }, { vProd: '200.00' }, tabela);
    // 200,00 × 8,8 % = 17,60; × 0,05 % = 0,10 each; the period says they add to the total.
    expect([r.VlCbs, r.VlIbsUf, r.VlIbsMun, r.StIbsCbsSomaTotal]).toEqual(['17.60', '0.10', '0.10', true]);
  });
});
