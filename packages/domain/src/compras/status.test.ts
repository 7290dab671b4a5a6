import { describe, expect, it } from 'vitest';
import { nextPurchaseStatuses, purchaseOrderMove } from './status.ts';

describe('purchase order moves', () => {
  it('does not send an order without items, and the screen does not offer it', () => {
    expect(purchaseOrderMove('A', 'E', 0)).toEqual({ message: 'purchase_order_empty', params: { from: 'A', to: 'E' } });
    expect(purchaseOrderMove('A', 'E', 2)).toBeNull();
    expect(purchaseOrderMove('A', 'C', 0)).toBeNull();
    expect(nextPurchaseStatuses('A', 0)).toEqual(['C']);
    expect(nextPurchaseStatuses('A', 1)).toEqual(['E', 'C']);
  });
  it('keeps the other refusals first: received statuses come from receiving, final ones do not move', () => {
    expect(purchaseOrderMove('A', 'R', 0)?.message).toBe('purchase_move_receiving');
    expect(purchaseOrderMove('C', 'E', 0)?.message).toBe('purchase_move_final');
    expect(nextPurchaseStatuses('P', 3)).toEqual(['C']);
  });
});
