import { describe, expect, it } from 'vitest';
import { finalizeViolations, lineTotal, lineWeight, lowestPrice, orderTotals, priceViolations, quantityViolations } from './orcamento.ts';
import { translateMessage } from '../common/messages.ts';
import { generateCnpj } from '../common/documents.ts';

describe('orçamento: linha e totais', () => {
  it('total da linha = qtd × preço × (1 − desc%), meio para cima em centavos', () => {
    expect(lineTotal('3', '10.00', '0')).toBe('30.00');
    expect(lineTotal('2.125', '13.89', '0')).toBe('29.52'); // 29,51625 -> 29,52
    expect(lineTotal('1', '0.05', '10')).toBe('0.05'); // 0,045 -> 0,05 (meio para cima)
    expect(lineTotal('7', '19.99', '5')).toBe('132.93'); // 132,9335
    expect(lineWeight('2.5', '1', '1.020')).toBe('2.550');
  });

  it('totais: produtos, descontos, frete, impostos, total e pesos; cancelados ficam fora', () => {
    const t = orderTotals(
      [
        { QtPedida: '7', VlUnitario: '19.99', PcDesconto: '5', VlPesoLiquido: '7.000', VlPesoBruto: '7.350', StItem: 'A' },
        { QtPedida: '2.125', VlUnitario: '13.89', PcDesconto: '0', VlPesoLiquido: '2.125', VlPesoBruto: '2.125', StItem: 'A' },
        { QtPedida: '100', VlUnitario: '1', PcDesconto: '0', VlPesoLiquido: '1', VlPesoBruto: '1', StItem: 'C' },
      ],
      '15.5',
      null,
    );
    expect(t).toEqual({
      VlProdutos: '169.45', // 139,93 + 29,52
      VlDesconto: '7.00', // 139,93 − 132,93
      VlFrete: '15.50',
      VlImpostos: '0.00',
      VlTotal: '177.95',
      VlPesoLiquido: '9.125',
      VlPesoBruto: '9.475',
    });
  });
});

describe('orçamento: desconto permitido e quantidade', () => {
  it('recusa desconto acima do máximo no PcDesconto e preço líquido abaixo do mínimo no VlUnitario', () => {
    expect(lowestPrice('13.89', '10')).toBe('12.50');
    expect(priceViolations({ VlUnitario: '13.89', PcDesconto: '10', suggested: '13.89', maxDiscount: '10' })).toEqual([]);
    expect(priceViolations({ VlUnitario: '13.89', PcDesconto: '10.01', suggested: '13.89', maxDiscount: '10' })).toEqual([
      { propertyPath: 'PcDesconto', message: 'discount_above_limit', params: { max: '10.00' } },
    ]);
    expect(priceViolations({ VlUnitario: '12.49', PcDesconto: '0', suggested: '13.89', maxDiscount: '10' })).toEqual([
      { propertyPath: 'VlUnitario', message: 'price_below_limit', params: { min: '12.50' } },
    ]);
    // Preço reduzido e desconto juntos passam do limite.
    expect(priceViolations({ VlUnitario: '13.00', PcDesconto: '5', suggested: '13.89', maxDiscount: '10' })[0].propertyPath).toBe('VlUnitario');
    // Sem preço sugerido, só o percentual.
    expect(priceViolations({ VlUnitario: '0.01', PcDesconto: '0', suggested: null, maxDiscount: '10' })).toEqual([]);
    expect(translateMessage('price_below_limit', 'pt-BR', { min: '12.50' })).toBe('Preço abaixo do permitido: no mínimo R$ 12,50');
  });

  it('quantidade: 3 casas em unidade fracionária, inteira nas outras, sempre positiva', () => {
    expect(quantityViolations('2.125', 'F')).toEqual([]);
    expect(quantityViolations('2.1255', 'F')[0].message).toBe('invalid_number');
    expect(quantityViolations('2.5', 'I')[0].message).toBe('whole_quantity');
    expect(quantityViolations('3', 'I')).toEqual([]);
    expect(quantityViolations('0', 'F')[0].message).toBe('quantity_positive');
  });
});

describe('orçamento: finalizar', () => {
  const address = { city: 'Campinas', uf: 'SP', street: 'Rua A' };
  it('sem itens nem volume dá a mensagem da spec', () => {
    const v = finalizeViolations({ IdCliente: 1, activeItems: 0, QtVolumeTotal: null });
    expect(v).toEqual([{ propertyPath: 'QtVolumeTotal', message: 'volume_or_products_required' }]);
    expect(translateMessage(v[0].message, 'en-US')).toBe('You must define the total volume or the products');
    expect(finalizeViolations({ IdCliente: 1, activeItems: 0, QtVolumeTotal: '120.500' })).toEqual([]);
    expect(finalizeViolations({ IdCliente: null, activeItems: 2, QtVolumeTotal: null })[0].propertyPath).toBe('IdCliente');
  });

  it('pagador e destino: existentes, com documento válido, destino com endereço completo', () => {
    const ok = { document: generateCnpj(), address };
    const base = { IdCliente: 1, activeItems: 1, QtVolumeTotal: null, IdPagador: 2, IdDestino: 3 };
    expect(finalizeViolations({ ...base, payer: ok, destination: ok })).toEqual([]);
    expect(finalizeViolations({ ...base, payer: null, destination: ok }).map((v) => v.message)).toEqual(['payer_not_found']);
    expect(finalizeViolations({ ...base, payer: { ...ok, document: '123' }, destination: { ...ok, document: null } }).map((v) => v.message)).toEqual([
      'payer_document_invalid',
      'destination_document_invalid',
    ]);
    expect(finalizeViolations({ ...base, payer: ok, destination: { ...ok, address: { ...address, uf: null } } }).map((v) => v.message)).toEqual(['destination_address_incomplete']);
  });
});
