import { EARLY_KEY, type EarlyRequest } from './early-key';

/**
 * The answer the early script (src/early.ts) already asked for `url`, taken once, when the call would send the same
 * token and language; null otherwise (the client then fetches as usual). See platform/boot/early-urls.ts.
 */
export function takeEarly(url: string, headers: Record<string, string>): Promise<Response> | null {
  const requests = (globalThis as Record<string, unknown>)[EARLY_KEY] as Map<string, EarlyRequest> | undefined;
  const early = requests?.get(url);
  if (!early || early.taken) return null;
  early.taken = true;
  return early.token === headers['API-TOKEN'] && early.locale === headers['Accept-Language'] ? early.response : null;
}

