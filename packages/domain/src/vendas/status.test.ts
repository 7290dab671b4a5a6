import { describe, expect, it } from 'vitest';
import { StatusPedido } from './vendas.enums.ts';
import { invoiceRefused, invoicedStatus, isOpenQuote, nextStatuses, ORDER_MOVE_GRANTS, ORDER_MOVES, orderMove, orderMoveGrant, statusAfterInvoiceCancelled } from './status.ts';

describe('status do pedido', () => {
  it('segue o caminho aberto → em conferência → conferido → faturado → devolvido', () => {
    const path = ['A', 'R', 'L', 'T', 'D'] as const;
    for (let i = 1; i < path.length; i++) expect(orderMove('P', path[i - 1], path[i])).toBeNull();
  });

  it('recusa pular a conferência, cancelar faturado e sair de um status final', () => {
    expect(orderMove('P', 'A', 'T')).toEqual({ message: 'order_move_refused', params: { from: 'A', to: 'T' } });
    expect(orderMove('P', 'T', 'C')?.message).toBe('order_move_refused');
    expect(orderMove('P', 'R', 'C')?.message).toBe('order_move_refused');
    expect(orderMove('P', 'C', 'A')?.message).toBe('order_move_final');
    expect(orderMove('P', 'D', 'T')?.message).toBe('order_move_final');
  });

  it('o orçamento (pré-pedido) só se cancela; devolução e transferência não ficam parciais', () => {
    expect(nextStatuses('O', 'A')).toEqual(['C']);
    expect(orderMove('O', 'A', 'R')?.message).toBe('order_move_refused');
    expect(nextStatuses('D', 'R')).toEqual(['A', 'L']);
    expect(nextStatuses('T', 'T')).toEqual([]);
    expect(nextStatuses('P', 'X')).toEqual(['R', 'P', 'C']);
  });

  it('a tabela cobre todos os status e só aponta para status que existem', () => {
    const all = StatusPedido.values as readonly string[];
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...all].sort());
    for (const targets of Object.values(ORDER_MOVES)) for (const to of targets) expect(all).toContain(to);
  });

  it('cada movimento de um pedido pede a chave de quem o faz; o orçamento só pede a de vendas', () => {
    expect(orderMoveGrant('P', 'L', 'T')).toBe('faturamento');
    expect(orderMoveGrant('P', 'X', 'P')).toBe('faturamento');
    expect(orderMoveGrant('P', 'T', 'D')).toBe('devolucoes');
    expect(orderMoveGrant('P', 'A', 'C')).toBe('cancelamentos');
    expect(orderMoveGrant('P', 'A', 'R')).toBe('separacao');
    expect(orderMoveGrant('P', 'R', 'A')).toBe('separacao');
    expect(orderMoveGrant('O', 'A', 'C')).toBeNull();
    expect(orderMoveGrant('P', 'L', 'L')).toBeNull();
    // Every allowed move of an order names one of the catalogue's keys.
    for (const [from, targets] of Object.entries(ORDER_MOVES)) {
      for (const to of targets) expect(ORDER_MOVE_GRANTS).toContain(orderMoveGrant('P', from as never, to));
    }
  });
});

describe('orçamento aberto', () => {
  it('só o pré-pedido aberto ainda muda cabeçalho e itens', () => {
    expect(isOpenQuote({ TpPedidoDeVenda: 'O', StatusPedido: 'A' })).toBe(true);
    expect(isOpenQuote({ TpPedidoDeVenda: 'O', StatusPedido: 'C' })).toBe(false);
    expect(isOpenQuote({ TpPedidoDeVenda: 'P', StatusPedido: 'A' })).toBe(false);
    expect(isOpenQuote({ TpPedidoDeVenda: null, StatusPedido: 'A' })).toBe(false);
  });
});

describe('faturamento e cancelamento da nota', () => {
  it('fatura-se o aberto, o conferido, o parcial e o resto do parcialmente atendido; nunca o que está em conferência', () => {
    for (const s of ['A', 'L', 'X', 'P'] as const) expect(invoiceRefused('P', s)).toBeNull();
    expect(invoiceRefused('P', 'R')).toBe('order_in_conference');
    for (const s of ['C', 'D'] as const) expect(invoiceRefused('P', s)).toBe('nfe_order_status');
    expect(invoiceRefused('P', 'T')).toBe('nfe_order_invoiced');
    expect(invoiceRefused('O', 'T')).toBe('nfe_order_status');
    expect(invoiceRefused('O', 'A')).toBe('nfe_order_status');
  });

  it('a nota autorizada leva a T quando cobre tudo, senão a P; devolução e transferência nunca ficam parciais', () => {
    expect(invoicedStatus('P', 'L', true)).toBe('T');
    expect(invoicedStatus('P', 'A', false)).toBe('P');
    expect(invoicedStatus('P', 'P', true)).toBe('T');
    expect(invoicedStatus('T', 'L', false)).toBe('L');
  });

  it('cancelada a nota, o pedido volta a conferido (ou fica parcial com outra nota) ou é cancelado', () => {
    expect(statusAfterInvoiceCancelled('reabrir', false)).toBe('L');
    expect(statusAfterInvoiceCancelled('reabrir', true)).toBe('P');
    expect(statusAfterInvoiceCancelled('cancelar', false)).toBe('C');
  });
});
