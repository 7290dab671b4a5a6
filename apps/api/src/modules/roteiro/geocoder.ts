// Adapters of the outside services that place and measure deliveries: a geocoder speaking Nominatim's format and a
// road router speaking OSRM's table format. Neither is needed: without them an address takes its municipality's seat
// and distances are haversine times a road factor.

/** GEOCODER_URL (a Nominatim server, e.g. https://nominatim.openstreetmap.org), GEOCODER_TIMEOUT_MS (default 5000). */
export interface GeocoderOptions {
  url: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to say who it is. */
  userAgent: string;
}

/** ROUTER_URL (an OSRM server, e.g. http://localhost:5000), ROUTER_PROFILE (default driving), ROUTER_TIMEOUT_MS (default 15000). */
export interface RouterOptions {
  url: string;
  profile: string;
  timeoutMs: number;
}

const ms = (v: string | undefined, fallback: number) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback);

export function geocoderOptionsFromEnv(env: Readonly<NodeJS.ProcessEnv> = process.env): GeocoderOptions | null {
  const url = env.GEOCODER_URL?.trim();
  return url ? { url: url.replace(/\/$/, ''), timeoutMs: ms(env.GEOCODER_TIMEOUT_MS, 5000), userAgent: env.GEOCODER_USER_AGENT?.trim() || 'backoffice-roteiro/1.0' } : null;
}

export function routerOptionsFromEnv(env: Readonly<NodeJS.ProcessEnv> = process.env): RouterOptions | null {
  const url = env.ROUTER_URL?.trim();
  return url ? { url: url.replace(/\/$/, ''), profile: env.ROUTER_PROFILE?.trim() || 'driving', timeoutMs: ms(env.ROUTER_TIMEOUT_MS, 15000) } : null;
}

export interface EnderecoBusca {
  street?: string | null;
  number?: string | null;
  city?: string | null;
  uf?: string | null;
  cep?: string | null;
}

/**
 * The coordinates of an address by Nominatim's structured search (/search?format=jsonv2&street=&city=&state=&
 * postalcode=&countrycodes=br&limit=1), or null when it finds nothing. Network failures and other answers throw.
 */
export async function geocodificar(options: GeocoderOptions, e: EnderecoBusca): Promise<{ lat: number; lng: number } | null> {
  const q = new URLSearchParams({ format: 'jsonv2', countrycodes: 'br', limit: '1' });
  const street = [e.number, e.street].filter(Boolean).join(' ').trim();
  if (street) q.set('street', street);
  if (e.city) q.set('city', e.city);
  if (e.uf) q.set('state', e.uf);
  if (e.cep) q.set('postalcode', `${e.cep.slice(0, 5)}-${e.cep.slice(5)}`);
  const res = await fetch(`${options.url}/search?${q}`, { headers: { 'User-Agent': options.userAgent, Accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const body = (await res.json()) as { lat: string; lon: string }[];
  const [first] = body;
  if (!first) return null;
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * Road distances (km) and durations (s) between every pair of points, from OSRM's table service
 * (/table/v1/{profile}/{lng,lat;...}?annotations=distance,duration). A pair the router cannot join answers null in
 * OSRM: it is left Infinity here, so the optimizer never uses it.
 */
export async function matrizRodoviaria(options: RouterOptions, pontos: { lat: number; lng: number }[]): Promise<{ km: Float64Array; segundos: Float64Array }> {
  const coords = pontos.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  const res = await fetch(`${options.url}/table/v1/${options.profile}/${coords}?annotations=distance,duration`, { signal: AbortSignal.timeout(options.timeoutMs) });
  const body = (await res.json()) as { code: string; message?: string; distances?: (number | null)[][]; durations?: (number | null)[][] };
  if (!res.ok || body.code !== 'Ok' || !body.distances) throw new Error(`router answered ${res.status} ${body.code}${body.message ? `: ${body.message}` : ''}`);
  const n = pontos.length;
  const km = new Float64Array(n * n);
  const segundos = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const d = body.distances[i]?.[j];
      const t = body.durations?.[i]?.[j];
      km[i * n + j] = d === null || d === undefined ? Infinity : d / 1000;
      segundos[i * n + j] = t === null || t === undefined ? Infinity : t;
    }
  return { km, segundos };
}
