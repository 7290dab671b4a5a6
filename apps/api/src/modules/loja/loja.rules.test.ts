import { describe, expect, it } from 'vitest';
import { onBrand, pagesAround, publicationViolations, publicOrigin } from './loja.rules.ts';

describe('the shop rules', () => {
  it("puts a company's pages on its own domain, with the installation's scheme and port", () => {
    expect(publicOrigin(['loja.exemplo.com.br', 'www.exemplo.com.br'], 'www.exemplo.com.br', 'https://app.backoffice.com.br')).toBe('https://www.exemplo.com.br');
    // Reached by an address that is not the company's (an IP, a proxy): its first domain.
    expect(publicOrigin(['loja.exemplo.com.br', 'www.exemplo.com.br'], '10.0.0.7', 'https://app.backoffice.com.br')).toBe('https://loja.exemplo.com.br');
    expect(publicOrigin(['outra.localhost'], 'outra.localhost', 'http://localhost:3000')).toBe('http://outra.localhost:3000');
    expect(publicOrigin([], 'x', 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('shows every page when few, else the ends and the neighbours with gaps', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagesAround(1, 11)).toEqual([1, 2, null, 11]);
    expect(pagesAround(6, 11)).toEqual([1, null, 5, 6, 7, null, 11]);
    expect(pagesAround(11, 11)).toEqual([1, null, 10, 11]);
  });

  it('writes dark text over a light colour and white over a dark one', () => {
    expect(onBrand('#c2255c')).toBe('#ffffff');
    expect(onBrand('#0b7285')).toBe('#ffffff');
    expect(onBrand('#ffd43b')).toBe('#1a1b1e');
    expect(onBrand('#fff')).toBe('#1a1b1e');
  });

  it('refuses to publish a product without a price above zero, or not of the company; unpublishing needs no price', () => {
    const rows = [
      { IdProduto: 1, VlPreco: '10.00' },
      { IdProduto: 2, VlPreco: '0.00' },
      { IdProduto: 3, VlPreco: null },
    ];
    expect(publicationViolations([1, 2, 3, 4, 1], rows, true)).toEqual([
      { propertyPath: 'produtos[2].VlPreco', message: 'loja_price_required' },
      { propertyPath: 'produtos[3].VlPreco', message: 'loja_price_required' },
      { propertyPath: 'produtos[4]', message: 'product_not_found' },
    ]);
    expect(publicationViolations([1, 2, 3], rows, false)).toEqual([]);
  });
});
