import type { Violation } from '../../platform/http/errors.ts';

/** A conversion as it is saved: from one unit, to another (null: the product's own unit). */
export interface Conversao {
  IdTipoMedida: number;
  IdTipoMedidaDestino: number | null;
}

/**
 * A product's unit conversion: the two units differ (no destination means the product's own unit), and the
 * product has no other conversion from the same unit (`taken`: the origin units of its other conversions).
 */
export function conversionRule(c: Conversao, productUnit: number, taken: readonly number[]): Violation[] {
  const to = c.IdTipoMedidaDestino ?? productUnit;
  const violations: Violation[] = [];
  if (c.IdTipoMedida === to) violations.push({ propertyPath: 'IdTipoMedidaDestino', message: 'same_unit' });
  if (taken.includes(c.IdTipoMedida)) violations.push({ propertyPath: 'IdTipoMedida', message: 'conversion_exists' });
  return violations;
}
