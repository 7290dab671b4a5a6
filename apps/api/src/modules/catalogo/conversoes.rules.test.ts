import { describe, expect, it } from 'vitest';
import { conversionRule } from './conversoes.rules.ts';

describe('conversionRule', () => {
  it('aceita caixa → unidade do produto e metro → KG', () => {
    expect(conversionRule({ IdTipoMedida: 5, IdTipoMedidaDestino: null }, 1, [])).toEqual([]);
    expect(conversionRule({ IdTipoMedida: 3, IdTipoMedidaDestino: 2 }, 3, [7])).toEqual([]);
  });
  it('recusa a mesma unidade dos dois lados, também quando o destino é a unidade do produto', () => {
    expect(conversionRule({ IdTipoMedida: 1, IdTipoMedidaDestino: null }, 1, [])).toEqual([{ propertyPath: 'IdTipoMedidaDestino', message: 'same_unit' }]);
    expect(conversionRule({ IdTipoMedida: 4, IdTipoMedidaDestino: 4 }, 1, [])).toEqual([{ propertyPath: 'IdTipoMedidaDestino', message: 'same_unit' }]);
  });
  it('recusa uma segunda conversão da mesma unidade no produto', () => {
    expect(conversionRule({ IdTipoMedida: 5, IdTipoMedidaDestino: null }, 1, [5])).toEqual([{ propertyPath: 'IdTipoMedida', message: 'conversion_exists' }]);
  });
});
