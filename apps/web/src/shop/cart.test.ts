import { describe, expect, it } from 'vitest';
import { addLine, centsOf, moneyOf, setQuantity, totalCents, type CartLine } from './cart';

const line = (code: string, price: string, qty: number): CartLine => ({ CdChamada: code, NmProduto: code, VlPreco: price, CdSigla: 'UN', QtPedida: qty });

describe('the shop cart', () => {
  it('adds up in whole centavos, exactly, and writes money as the server does', () => {
    expect(centsOf('12.5')).toBe(1250n);
    expect(centsOf('0.10')).toBe(10n);
    expect(centsOf('abc')).toBe(0n);
    // 0.1 + 0.2 three times over: a float would say 0.9000000000000001.
    expect(totalCents([line('A', '0.10', 3), line('B', '0.20', 3)])).toBe(90n);
    expect(totalCents([line('A', '1234.56', 1000)])).toBe(123456000n);
    expect(moneyOf(123456000n, 'pt-BR')).toBe('R$ 1.234.560,00');
    expect(moneyOf(5n, 'pt-BR')).toBe('R$ 0,05');
    expect(moneyOf(1990n, 'en-US')).toBe('R$19.90');
  });

  it('adds to a line already there, sets quantities and removes at zero', () => {
    let lines = addLine([], { CdChamada: 'A', NmProduto: 'A', VlPreco: '2.00', CdSigla: 'UN' }, 1);
    lines = addLine(lines, { CdChamada: 'A', NmProduto: 'A', VlPreco: '2.00', CdSigla: 'UN' }, 2);
    expect(lines).toEqual([line('A', '2.00', 3)]);
    expect(setQuantity(lines, 'A', 20000)[0].QtPedida).toBe(9999);
    expect(setQuantity(lines, 'A', 0)).toEqual([]);
  });
});
