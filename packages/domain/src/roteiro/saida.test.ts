import { describe, expect, it } from 'vitest';
import { paradaSegueRoteiro } from './roteiro.transitions.ts';
import { passosAte, pedidosSemFatura, statusPelaSeparacao } from './saida.ts';

describe('a route leaves only with its orders invoiced', () => {
  it('names the orders neither invoiced (T, P) nor covered by authorised invoices, in order', () => {
    expect(
      pedidosSemFatura([
        { CodPedido: 30, StatusPedido: 'A', cobertoPorNotas: false },
        { CodPedido: 10, StatusPedido: 'T', cobertoPorNotas: false },
        { CodPedido: 20, StatusPedido: 'P', cobertoPorNotas: false },
        { CodPedido: 5, StatusPedido: 'L', cobertoPorNotas: false },
        { CodPedido: 40, StatusPedido: 'A', cobertoPorNotas: true },
      ]),
    ).toEqual([5, 30]);
  });
});

describe('the route follows picking and conference', () => {
  it('an order closed with items missing (Divergente) counts as checked: the route goes on to loading', () => {
    expect(statusPelaSeparacao([{ separacao: 'Conferido', lote: 'Liberado' }, { separacao: 'Divergente', lote: 'Liberado' }])).toBe('Em Carregamento');
    expect(statusPelaSeparacao([{ separacao: 'Divergente', lote: 'Em Separação' }, { separacao: 'Aberto', lote: 'Em Separação' }])).toBe('Em Conferência');
  });
  it('any lot of an order picking puts it in Em Separação; an order in no lot holds Separado back; nothing begun says nothing', () => {
    expect(statusPelaSeparacao([{ separacao: 'Aberto', lote: 'Em Separação' }, { separacao: null, lote: null }])).toBe('Em Separação');
    expect(statusPelaSeparacao([{ separacao: 'Aberto', lote: 'Liberado' }, { separacao: null, lote: null }])).toBe('Em Separação');
    expect(statusPelaSeparacao([{ separacao: 'Aberto', lote: 'Aberto' }, { separacao: null, lote: null }])).toBeNull();
    expect(statusPelaSeparacao([])).toBeNull();
  });
  it('walks forward one allowed move at a time, never back', () => {
    expect(passosAte('Aberto', 'Em Carregamento')).toEqual(['Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento']);
    expect(passosAte('Em Conferência', 'Em Separação')).toEqual([]);
    expect(passosAte('Em Rota', 'Em Carregamento')).toEqual([]);
    expect(passosAte('Cancelado', 'Em Separação')).toEqual([]);
  });
  it('a route declared delivered delivers the stops still on the road, not the refused', () => {
    expect(paradaSegueRoteiro('Entregue', 'Em Rota')).toBe('Entregue');
    expect(paradaSegueRoteiro('Entregue', 'Recusado')).toBe('Recusado');
  });
});
