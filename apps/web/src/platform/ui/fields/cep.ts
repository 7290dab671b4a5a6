import { onlyDigits } from '@backoffice/domain';
import { api } from '../../api/client';
import { isApiError } from '../../api/errors';

/** GET /api/cep_address/{cep}. */
export interface CepAddress {
  cep: string;
  streetType?: string | null;
  street?: string | null;
  district?: string | null;
  city?: string | null;
  cityIbge?: string | null;
  uf?: string | null;
  country?: string | null;
}

/**
 * The address of a CEP (8 digits); 'not_found' only when the CEP does not exist (404) or is malformed (422);
 * 'unavailable' when the CEP service (or the API) cannot be reached: the CEP may well exist. Other failures throw.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress | 'not_found' | 'unavailable'> {
  try {
    return await api.get<CepAddress>(`/cep_address/${encodeURIComponent(cep)}`, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return 'not_found';
    if (isApiError(error) && (error.code === 'cep_unavailable' || error.isUnreachable)) return 'unavailable';
    throw error;
  }
}

/** 00000-000 while typing (no leading-zero guess before the user is done). */
export function maskCepTyping(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A GeoPlace of GET /api/geo_places: a municipality with its IBGE code. */
export interface GeoPlace {
  id: string;
  name: string;
  uf: string;
  label: string;
}
