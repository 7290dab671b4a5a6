import { describe, expect, it } from 'vitest';
import { Decimal } from '@backoffice/domain';
import { returnedShare } from './comissao.rules.ts';

describe('returnedShare', () => {
  it('the part of a commission balance a return takes back: in proportion to what was not returned yet, to the cent', () => {
    expect(returnedShare('10.00', '1', '3').toFixed(2)).toBe('3.33');
    expect(returnedShare('-4.00', '1', '2').toFixed(2)).toBe('-2.00');
  });

  it('the return of all that is left takes the whole balance, so the returns add up to it', () => {
    let balance = new Decimal('10.00');
    let left = new Decimal(3);
    for (const qt of ['1', '1', '1']) {
      balance = balance.minus(returnedShare(balance, qt, left));
      left = left.minus(qt);
    }
    expect(balance.toFixed(2)).toBe('0.00');
    expect(returnedShare('7.77', '5', '0').toFixed(2)).toBe('7.77');
  });
});
