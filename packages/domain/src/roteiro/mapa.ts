/**
 * The map's background tiles: an XYZ template (`{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`) and its attribution.
 * MAP_TILES_URL and MAP_TILES_ATTRIBUTION choose another server (a company's own tile server, a paid provider); the
 * API hands them to the web app in GET /configs/app-config. The stops and routes are drawn over them as vector
 * layers, so with no tile server reachable the map still shows them on a blank background.
 */
export interface MapTiles {
  url: string;
  /** HTML (Leaflet shows it in the corner): the tiles' licence asks for it. */
  attribution: string;
}

export const MAP_TILES_DEFAULT: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>',
};

/** An http(s) or same-origin template with the three coordinates. */
export const isTileTemplate = (url: string) => /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p));

/** The tiles an environment asks for; a malformed MAP_TILES_URL falls back to the default (OpenStreetMap). */
export function mapTilesFrom(env: Readonly<Record<string, string | undefined>>): MapTiles {
  const url = env.MAP_TILES_URL?.trim();
  if (!url || !isTileTemplate(url)) return MAP_TILES_DEFAULT;
  return { url, attribution: env.MAP_TILES_ATTRIBUTION?.trim() || '' };
}
