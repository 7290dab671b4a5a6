import { describe, expect, it } from 'vitest';
import { cancelledGuideStep, dueDate, GNRE_NFE_CANCELADA, GNRE_NFE_CANCELADA_NO_ERP, loteStillOpen, lotesOf, matchResults, nextStep, plannedGuides, unmatchedNote, type ConfigLine, type GuideIdentity, type InvoiceForGnre, type ResultIdentity } from './gnre.rules.ts';

const invoice: InvoiceForGnre = {
  IdXml: 1,
  IdUf: 'MG',
  UfEmitente: 'SP',
  TipoContribuinte: '9',
  NrNf: '47428',
  NrChaveNFe: '35180834128745000152550010000474281920007498',
  DataEmissaoNota: '2018-08-07T09:19:15-03:00',
  StCancelada: false,
  vICMSUFDest: '20.33',
  vFCPUFDest: '0.00',
  vST: '0.00',
  vFCPST: '0.00',
};
const line = (over: Partial<ConfigLine>): ConfigLine => ({ id: 1, IdUf: 'MG', Receita: 7, TipoGnre: 'Operacao', TipoConfig: 'Geral', CdConfig: null, TipoContribuinte: null, TagVlxml: 'vICMSUFDest', XmlDocTag: 'nNF', DiaVencimento: null, ...over });

describe('GNRE rules', () => {
  it('asks again on 400/401, for an hour on 403 with pending guides, resends on 404 and stops otherwise', () => {
    expect(nextStep('400', 0, 0, 30_000)).toEqual({ kind: 'ask-again', afterMs: 30_000 });
    expect(nextStep('401', 0, 10 * 3600_000, 30_000)).toEqual({ kind: 'ask-again', afterMs: 30_000 });
    expect(nextStep('403', 2, 59 * 60_000, 30_000)).toEqual({ kind: 'ask-again', afterMs: 30_000 });
    expect(nextStep('403', 2, 60 * 60_000, 30_000)).toEqual({ kind: 'done' });
    expect(nextStep('403', 0, 0, 30_000)).toEqual({ kind: 'done' });
    expect(nextStep('404', 0, 0, 30_000)).toEqual({ kind: 'resend', afterMs: 30_000 });
    expect(nextStep('402', 0, 0)).toEqual({ kind: 'done' });
  });

  it('makes a guide per tagged line of the UF and contributor type, with the value and document the line names', () => {
    expect(plannedGuides(invoice, [line({})], '2026-01-10')).toEqual([
      { IdXml: 1, IdReceita: 7, IdConfigUf: 1, IdUf: 'MG', TagVlxml: 'vICMSUFDest', VlGnre: '20.33', CdTipoDocOrigem: '10', NrDocOrigem: '47428', DtVencimento: '2026-01-10' },
    ]);
    const byKey = plannedGuides(invoice, [line({ XmlDocTag: 'chNFe' }), line({ id: 2, TagVlxml: null, TipoConfig: 'Documentos', CdConfig: '22' })], '2026-01-10');
    expect(byKey[0]).toMatchObject({ CdTipoDocOrigem: '22', NrDocOrigem: invoice.NrChaveNFe });
    expect(plannedGuides(invoice, [line({ TipoContribuinte: '1' })], '2026-01-10')).toEqual([]);
    expect(plannedGuides(invoice, [line({ TagVlxml: 'vFCPUFDest' })], '2026-01-10')).toEqual([]);
    expect(plannedGuides(invoice, [line({ TipoGnre: 'Apuracao' })], '2026-01-10')).toEqual([]);
    expect(plannedGuides({ ...invoice, StCancelada: true }, [line({})], '2026-01-10')).toEqual([]);
    expect(plannedGuides({ ...invoice, IdUf: 'SP' }, [line({ IdUf: 'SP' })], '2026-01-10')).toEqual([]);
  });

  it('is due on the configured day of the next month (clamped, never before today), else today', () => {
    expect(dueDate('2026-01-20T10:00:00-03:00', 31, '2026-01-21')).toBe('2026-02-28');
    expect(dueDate('2026-01-20T10:00:00-03:00', 9, '2026-01-21')).toBe('2026-02-09');
    expect(dueDate('2018-08-07T09:19:15-03:00', 9, '2026-01-21')).toBe('2026-01-21');
    expect(dueDate('2026-12-20T10:00:00-03:00', 5, '2026-12-21')).toBe('2027-01-05');
    expect(dueDate('2026-01-20T10:00:00-03:00', null, '2026-01-21')).toBe('2026-01-21');
  });

  it('groups guides in lotes per UF within the per-lote limit', () => {
    const guides = [...Array(5)].map((_, i) => ({ IdUf: i % 2 ? 'RJ' : 'MG', i }));
    expect(lotesOf(guides, 2).map((l) => l.map((g) => `${g.IdUf}${g.i}`))).toEqual([['MG0', 'MG2'], ['MG4'], ['RJ1', 'RJ3']]);
  });
});

describe('GNRE results matched to their guides', () => {
  const guide = (IdGnre: number, CdReceita: string, VlGnre = '44.55'): GuideIdentity => ({ IdGnre, IdUf: 'MG', CdReceita, CdTipoDocOrigem: '10', NrDocOrigem: '9002', VlGnre });
  const result = (over: Partial<ResultIdentity>): ResultIdentity => ({ identificadorGuia: null, ufFavorecida: 'MG', receita: '100102', tipoDocOrigem: '10', documentoOrigem: '9002', valorGNRE: '44.55', ...over });
  const ids = (m: ReturnType<typeof matchResults<ResultIdentity, GuideIdentity>>) => m.matched.map((p) => [p.result.receita, p.guide.IdGnre]);

  it('pairs by the identifier we sent, whatever the order, then by revenue and document', () => {
    const guides = [guide(1, '100102'), guide(2, '100129')];
    const m = matchResults(guides, [result({ identificadorGuia: '2', receita: '100129' }), result({})]);
    expect(ids(m)).toEqual([['100129', 2], ['100102', 1]]);
    expect(m.unmatched).toEqual([]);
  });

  it('never pairs by position: an unknown identifier, a document of no guide, or a result that fits two guides is left out', () => {
    const guides = [guide(1, '100102'), guide(2, '100129')];
    const m = matchResults(guides, [result({ identificadorGuia: '2', receita: '100129' }), result({ documentoOrigem: '0001' }), result({ identificadorGuia: '77' })]);
    expect(ids(m)).toEqual([['100129', 2]]);
    expect(m.unmatched.map((u) => u.index)).toEqual([1, 2]);
    // Two guides alike but for their id: a result without the identifier cannot say which it is.
    const twins = matchResults([guide(1, '100102'), guide(2, '100102')], [result({})]);
    expect(twins.matched).toEqual([]);
    // A field the result carries must be the guide's: another value is another guide.
    expect(matchResults([guide(1, '100102')], [result({ valorGNRE: '44.56' })]).matched).toEqual([]);
    expect(matchResults([guide(1, '100102')], [result({ valorGNRE: '44.550', ufFavorecida: null, tipoDocOrigem: null })]).matched).toHaveLength(1);
  });

  it('lets no two results take the same guide', () => {
    const m = matchResults([guide(1, '100102')], [result({ identificadorGuia: '1' }), result({ identificadorGuia: '1' }), result({})]);
    expect(m.matched).toHaveLength(1);
    expect(m.unmatched.map((u) => u.index)).toEqual([1, 2]);
    expect(unmatchedNote(m.unmatched)).toBe(
      'Erro: 2 resultados não correspondem a uma guia do lote e não foram aplicados (resultado 2 (identificador 1): receita 100102, documento 9002; resultado 3: receita 100102, documento 9002)',
    );
    expect(unmatchedNote([])).toBeNull();
  });
});

describe('guides of a cancelled NF-e', () => {
  const guide = (over: Partial<Parameters<typeof cancelledGuideStep>[0]>) => ({ StGnre: null, StSituacaoGuia: null, IdTitulo: null, IdLote: 5, ...over });

  it('a lote is open while the portal has not received it (not sent, or its sending failed) and no job is sending it', () => {
    expect(loteStillOpen(null, false)).toBe(true);
    expect(loteStillOpen(999, false)).toBe(true);
    expect(loteStillOpen(null, true)).toBe(false);
    for (const received of [100, 400, 401, 402, 403, 404, GNRE_NFE_CANCELADA]) expect(loteStillOpen(received, false), String(received)).toBe(false);
  });

  it('leaves an open lote, waits for the result of one the portal has, and withdraws the title of an approved guide', () => {
    expect(cancelledGuideStep(guide({}), true)).toBe('withdraw');
    expect(cancelledGuideStep(guide({ StGnre: 999 }), true)).toBe('withdraw');
    expect(cancelledGuideStep(guide({ StGnre: 100 }), false)).toBe('none');
    expect(cancelledGuideStep(guide({ StGnre: 403, StSituacaoGuia: '1' }), false)).toBe('none');
    expect(cancelledGuideStep(guide({ StGnre: 402, StSituacaoGuia: '0', IdTitulo: 9 }), false)).toBe('cancel-title');
    expect(cancelledGuideStep(guide({ StGnre: 402, StSituacaoGuia: '0' }), false)).toBe('flag');
    expect(cancelledGuideStep(guide({ IdLote: null }), false)).toBe('flag');
  });

  it('does nothing twice to a guide already settled', () => {
    for (const st of [GNRE_NFE_CANCELADA, GNRE_NFE_CANCELADA_NO_ERP]) {
      expect(cancelledGuideStep(guide({ StGnre: st, StSituacaoGuia: '0', IdTitulo: 9 }), true)).toBe('none');
      expect(cancelledGuideStep(guide({ StGnre: st, IdLote: null }), true)).toBe('none');
    }
  });
});
