import { describe, expect, it } from 'vitest';
import { nfeReceiptRefusal } from './recebimento.rules.ts';

const open = { recebida: false, StTerceiros: false, StCancelada: false, StPropria: false };

describe('nfeReceiptRefusal', () => {
  it('lets a supplier’s invoice not yet received be received', () => {
    expect(nfeReceiptRefusal(open)).toBeNull();
  });

  it('refuses a received, third-party, cancelled or own invoice, in the order the server says it', () => {
    expect(nfeReceiptRefusal({ ...open, StCancelada: true })).toBe('receipt_cancelled');
    expect(nfeReceiptRefusal({ ...open, StTerceiros: true })).toBe('receipt_third_party');
    expect(nfeReceiptRefusal({ ...open, StPropria: true })).toBe('receipt_own_invoice');
    expect(nfeReceiptRefusal({ ...open, recebida: true, StCancelada: true })).toBe('receipt_already');
    expect(nfeReceiptRefusal({ ...open, StTerceiros: true, StCancelada: true })).toBe('receipt_third_party');
  });
});
