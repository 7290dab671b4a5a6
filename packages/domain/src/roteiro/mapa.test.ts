import { describe, expect, it } from 'vitest';
import { MAP_TILES_DEFAULT, mapTilesFrom } from './mapa.ts';

describe('map tiles', () => {
  it('are OpenStreetMap’s unless MAP_TILES_URL names a tile template', () => {
    expect(mapTilesFrom({})).toEqual(MAP_TILES_DEFAULT);
    expect(mapTilesFrom({ MAP_TILES_URL: 'https://tiles.example.com.br/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© Exemplo' })).toEqual({ url: 'https://tiles.example.com.br/{z}/{x}/{y}.png', attribution: '© Exemplo' });
    expect(mapTilesFrom({ MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png' }).url).toBe('/tiles/{z}/{x}/{y}.png');
    // Not a template (no coordinates) or not http(s): the default, never a broken map.
    expect(mapTilesFrom({ MAP_TILES_URL: 'https://tiles.example.com.br/mapa.png' })).toEqual(MAP_TILES_DEFAULT);
    expect(mapTilesFrom({ MAP_TILES_URL: 'javascript:alert(1)//{z}{x}{y}' })).toEqual(MAP_TILES_DEFAULT);
  });
});
