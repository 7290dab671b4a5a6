// Distances on the globe and coordinates typed the Brazilian way.

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A latitude or longitude as typed in a path or a form: comma or dot decimals ('-22,9056' or '-22.9056'), within
 * ±limit degrees (90 for latitude, 180 for longitude). Null when it is not one.
 */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const t = text.trim();
  if (!/^[-+]?\d{1,3}([.,]\d+)?$/.test(t)) return null;
  const value = Number(t.replace(',', '.'));
  return Math.abs(value) <= limit ? value : null;
}
