import { describe, expect, it } from 'vitest';
import { purchaseQuantityRefusal } from './compras.rules.ts';

describe('a purchase line quantity, in both units', () => {
  const UN = { CdSigla: 'UN', whole: true };
  const KG = { CdSigla: 'KG', whole: false };
  const CX = { CdSigla: 'CX', whole: true };
  it('takes whole numbers in a whole unit and 3 decimals in a fractional one', () => {
    expect(purchaseQuantityRefusal('3', '1', { supplier: UN, ours: UN })).toBeNull();
    expect(purchaseQuantityRefusal('12.345', '1', { supplier: KG, ours: KG })).toBeNull();
    expect(purchaseQuantityRefusal('2', '12', { supplier: CX, ours: UN })).toBeNull();
    expect(purchaseQuantityRefusal('2.5', '1', { supplier: UN, ours: UN })).toEqual({ message: 'purchase_quantity_whole', params: { quantity: '2.5', unit: 'UN' } });
    expect(purchaseQuantityRefusal('1.5', '12', { supplier: CX, ours: UN })).toEqual({ message: 'purchase_quantity_whole', params: { quantity: '1.5', unit: 'CX' } });
  });
  it('refuses a conversion that our unit cannot hold exactly instead of rounding it', () => {
    // 0,5 kg of a product counted in units at 0,4 un/kg is 0,2 un; 1,5 g in kilograms is 0,0015 kg.
    expect(purchaseQuantityRefusal('0.5', '0.4', { supplier: KG, ours: UN })).toEqual({ message: 'purchase_quantity_whole', params: { quantity: '0.2', unit: 'UN' } });
    expect(purchaseQuantityRefusal('1.5', '0.001', { supplier: { CdSigla: 'G', whole: false }, ours: KG })).toEqual({
      message: 'purchase_quantity_places',
      params: { quantity: '0.0015', unit: 'KG' },
    });
    expect(purchaseQuantityRefusal('2.5', '0.4', { supplier: KG, ours: UN })).toBeNull();
  });
});
