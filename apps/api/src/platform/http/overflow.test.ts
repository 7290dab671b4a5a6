import { describe, expect, it } from 'vitest';
import { overflowViolations } from './overflow.ts';

describe('overflowViolations', () => {
  const numeric = { message: 'numeric field overflow', detail: 'A field with precision 14, scale 3 must round to an absolute value less than 10^11.' };

  it("names the body's numbers past the column's limit, with the most it holds", () => {
    expect(overflowViolations({ QtPedida: '99999999999999', VlUnitario: '10', itens: [{ QtPedida: 1e12 }] }, numeric)).toEqual([
      { propertyPath: 'QtPedida', message: 'number_too_large', params: { max: '99999999999.999' } },
      { propertyPath: 'itens.0.QtPedida', message: 'number_too_large', params: { max: '99999999999.999' } },
    ]);
  });

  it('with none past the limit (a product overflowed), names the largest number sent', () => {
    expect(overflowViolations({ QtPedida: '99999999', VlUnitario: '5000', CodPedido: 12 }, numeric)).toEqual([
      { propertyPath: 'QtPedida', message: 'number_too_large', params: { max: '99999999999.999' } },
    ]);
  });

  it('an integer out of range, or no body: the whole request', () => {
    expect(overflowViolations(undefined, { message: 'value "99999999999" is out of range for type integer' })).toEqual([
      { propertyPath: '', message: 'number_too_large', params: { max: '2147483647' } },
    ]);
    expect(overflowViolations({ name: 'x' }, { message: 'something else' })).toEqual([{ propertyPath: '', message: 'invalid_number' }]);
  });
});
