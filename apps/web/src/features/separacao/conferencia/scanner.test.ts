import { describe, expect, it } from 'vitest';
import { nextStep } from './scanner';
import type { ConferenceLine } from '../separacao.api';

const line = (over: Partial<ConferenceLine>): ConferenceLine => ({
  id: 1, item: 1, product: 1, lot: 5, lotCode: 'L5', expiry: '2027-01-01', expected: '2.000', counted: '0.000',
  CdProduto: 'PA-1', CdEan: '7891000100103', NmProduto: 'Detergente', CdSigla: 'UN', TpUnidade: 'I', DsLocalizacao: 'R1', ...over,
});
const lines = [line({}), line({ id: 2, product: 2, lot: null, lotCode: null, CdProduto: 'KG-1', CdEan: '4006381333931', NmProduto: 'Sabão', TpUnidade: 'F' })];
const today = '2026-05-10';

describe('nextStep', () => {
  it('produto com lote espera o lote; o próximo código é o lote', () => {
    const step = nextStep('7891000100103', null, lines, null, today);
    expect(step).toEqual({ kind: 'awaitLot', pending: { codigo: '7891000100103', name: 'Detergente', quantidade: null } });
    if (step.kind !== 'awaitLot') throw new Error();
    expect(nextStep('L5', step.pending, lines, null, today)).toEqual({ kind: 'post', codigo: '7891000100103', lote: 'L5', quantidade: null });
  });
  it('produto sem lote, GS1 com lote, código fora do pedido e inválido vão direto', () => {
    expect(nextStep('4006381333931', null, lines, '2,5', today)).toEqual({ kind: 'post', codigo: '4006381333931', lote: null, quantidade: '2.5' });
    expect(nextStep('(01)07891000100103(10)L5', null, lines, null, today)).toMatchObject({ kind: 'post', lote: null });
    expect(nextStep('96385074', null, lines, null, today)).toMatchObject({ kind: 'post', codigo: '96385074' });
    expect(nextStep('7891000100104', null, lines, null, today)).toMatchObject({ kind: 'post' });
  });
  it('a quantidade antes do código vale para o lote que vier; vazio não faz nada', () => {
    const step = nextStep('3*PA-1', null, lines, null, today);
    expect(step).toEqual({ kind: 'awaitLot', pending: { codigo: 'PA-1', name: 'Detergente', quantidade: '3' } });
    expect(nextStep('   ', null, lines, null, today)).toEqual({ kind: 'empty' });
  });
});
