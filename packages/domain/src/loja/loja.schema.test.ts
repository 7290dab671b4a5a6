import { describe, expect, it } from 'vitest';
import { shopCartViolations } from './loja.schema.ts';

const units = new Map<string, string | null>([
  ['UN-1', 'I'],
  ['KG-1', 'F'],
]);

describe('as linhas de um carrinho da loja', () => {
  it('aceitam produtos da loja em quantidades da sua unidade, até o máximo', () => {
    expect(shopCartViolations([{ CdChamada: 'UN-1', QtPedida: '9999' }, { CdChamada: 'KG-1', QtPedida: '0.5' }], units)).toEqual([]);
  });

  it('recusam um produto que a loja não vende, uma quantidade fracionada de unidade inteira, e passar do máximo', () => {
    const found = shopCartViolations(
      [
        { CdChamada: 'OUTRO', QtPedida: '1' },
        { CdChamada: 'UN-1', QtPedida: '1.5' },
        { CdChamada: 'KG-1', QtPedida: '10000' },
      ],
      units,
    );
    expect(found.map((v) => [v.propertyPath, v.message])).toEqual([
      ['itens.0.CdChamada', 'record_not_found'],
      ['itens.1.QtPedida', expect.any(String)],
      ['itens.2.QtPedida', 'number_too_large'],
    ]);
  });

  it('somam as linhas do mesmo produto contra o máximo: repetir a linha não passa dele', () => {
    const found = shopCartViolations(
      [
        { CdChamada: 'UN-1', QtPedida: '9999' },
        { CdChamada: 'KG-1', QtPedida: '9999' },
        { CdChamada: 'UN-1', QtPedida: 1 },
      ],
      units,
    );
    expect(found).toEqual([{ propertyPath: 'itens.2.QtPedida', message: 'number_too_large', params: { max: '9999' } }]);
  });
});
