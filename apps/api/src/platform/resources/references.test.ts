import { describe, expect, it } from 'vitest';
import { valuesAt } from './references.ts';

describe('valuesAt: the values a declared reference path names in a body', () => {
  it('finds a field, a nested field and every element of a list, with the path of each', () => {
    const body = { IdCliente: 7, entrega: { IdSetor: 3 }, itens: [{ IdProduto: 1 }, { IdProduto: 2 }, { QtPedida: '1' }] };
    expect(valuesAt(body, ['IdCliente'])).toEqual([{ path: 'IdCliente', value: 7 }]);
    expect(valuesAt(body, ['entrega', 'IdSetor'])).toEqual([{ path: 'entrega.IdSetor', value: 3 }]);
    expect(valuesAt(body, ['itens', '*', 'IdProduto'])).toEqual([
      { path: 'itens.0.IdProduto', value: 1 },
      { path: 'itens.1.IdProduto', value: 2 },
    ]);
  });

  it('names nothing where the body has nothing (absent fields, a list that is not one)', () => {
    expect(valuesAt({}, ['IdCliente'])).toEqual([]);
    expect(valuesAt({ itens: { IdProduto: 1 } }, ['itens', '*', 'IdProduto'])).toEqual([]);
    expect(valuesAt(undefined, ['IdCliente'])).toEqual([]);
  });
});
