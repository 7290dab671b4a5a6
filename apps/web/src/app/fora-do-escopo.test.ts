import { describe, expect, it } from 'vitest';
import { registry, screenRoutes } from './screens';

/**
 * The travel-guide leftovers of the template the specification describes (docs/fora-do-escopo.md) are not built:
 * no screen answers on their paths, so no menu entry, link or user-menu item can lead to them.
 */
const TEMPLATE_LEFTOVERS = [
  '/your-guides',
  '/add-guide',
  '/view-edit-guide',
  '/reserve-management',
  '/next-guides',
  '/concluded-guides',
  '/reviews',
  '/checklist',
  '/checklist-details',
  '/contract',
  '/contract-accept',
];

describe('template leftovers stay out of the application', () => {
  it('no screen is registered on a travel-guide, checklist or contract-acceptance path', () => {
    for (const path of TEMPLATE_LEFTOVERS) expect(registry.isBuilt(path), path).toBe(false);
    expect(screenRoutes.filter((r) => /guide|review|reserv|checklist|contract/i.test(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('the favourites page the template had is the back-office’s own', () => {
    expect(registry.screenAt('/your-favorites')?.area).toBe('admin');
  });
});
