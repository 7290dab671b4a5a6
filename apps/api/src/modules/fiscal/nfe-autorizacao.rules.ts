/**
 * Rules of an authorised invoice's effects, pure: the duplicatas its XML carries (cobr/dup, what the receivables
 * follow) and the legal window of its cancellation.
 */
import type { Duplicata } from '../vendas/index.ts';

/** The duplicatas (cobr/dup) of an NF-e or nfeProc this system built: nDup, dVenc, vDup, in their order. */
export function duplicatasDaNota(xml: string): Duplicata[] {
  const cobr = /<cobr>([\s\S]*?)<\/cobr>/.exec(xml)?.[1] ?? '';
  return [...cobr.matchAll(/<dup>([\s\S]*?)<\/dup>/g)].map(([, dup]) => ({
    nDup: /<nDup>([^<]*)<\/nDup>/.exec(dup)?.[1] ?? '',
    dVenc: /<dVenc>([^<]*)<\/dVenc>/.exec(dup)?.[1] ?? '',
    vDup: /<vDup>([^<]*)<\/vDup>/.exec(dup)?.[1] ?? '0.00',
  }));
}

/** The window of an authorised NF-e's cancellation: 24 hours. */
export const PRAZO_CANCELAMENTO_MS = 24 * 3600 * 1000;

/**
 * Whether `now` is past the cancellation window: an authorised NF-e is cancelled within 24 hours of its authorisation
 * (SEFAZ rejects a later one with 501); after that the goods come back with a return invoice. Without the
 * authorisation time there is nothing to check against.
 */
export function foraDoPrazoDeCancelamento(dtAutorizacao: string | null, now = new Date()): boolean {
  if (!dtAutorizacao) return false;
  const t = new Date(dtAutorizacao.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).getTime();
  return !Number.isNaN(t) && now.getTime() - t > PRAZO_CANCELAMENTO_MS;
}
