import { describe, expect, it } from 'vitest';
import { RouteRegistry, type ScreenRoute } from './registry';

const screen = (name: string, path: string): ScreenRoute => ({ name, path, area: 'roteiro', component: () => null });

describe('the route registry', () => {
  it('finds the screen of a path as the router ranks them: a static segment wins over a parameter, whatever the order', () => {
    const registry = new RouteRegistry([screen('rota', '/roteiro/:id'), screen('monitor', '/roteiro'), screen('entregas', '/roteiro/entregas')]);
    expect(registry.screenAt('/roteiro/entregas')?.name).toBe('entregas');
    expect(registry.screenAt('/roteiro/12')?.name).toBe('rota');
    expect(registry.screenAt('/roteiro/')?.name).toBe('monitor');
    expect(registry.screenAt('/roteiro/12/x')).toBeNull();
    expect(registry.isBuilt('/frete')).toBe(false);
    expect(registry.href('rota', { id: 7 })).toBe('/roteiro/7');
  });
});
