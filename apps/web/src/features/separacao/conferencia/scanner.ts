import { parseScan, sameGtin, splitQuantity } from '@backoffice/domain';
import type { ConferenceLine } from '../separacao.api';

/** A product scanned that still waits for its lot code (the next scan). */
export interface PendingProduct {
  codigo: string;
  name: string;
  quantidade: string | null;
}

export type ScanStep =
  | { kind: 'empty' }
  | { kind: 'post'; codigo: string; lote: string | null; quantidade: string | null }
  | { kind: 'awaitLot'; pending: PendingProduct };

/** The order's lines of the product a code names (its EAN/GTIN or its own code), if any. */
function linesOf(lines: readonly ConferenceLine[], code: { gtin?: string | null; text?: string }): ConferenceLine[] {
  if (code.gtin) return lines.filter((l) => sameGtin(l.CdEan, code.gtin));
  return lines.filter((l) => l.CdProduto === code.text);
}

/**
 * What one Enter in the scan field does: a product kept by lot waits for its lot (the scanner's next code); a
 * GS1-128 label with its lot, a product without lots, or anything the order does not have is sent at once (the
 * server decides and says why it refuses). A quantity typed in the field beforehand, or as "2,5*code", goes with it.
 */
export function nextStep(raw: string, pending: PendingProduct | null, lines: readonly ConferenceLine[], typed: string | null, today: string): ScanStep {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  if (pending) return { kind: 'post', codigo: pending.codigo, lote: text, quantidade: pending.quantidade };
  const split = splitQuantity(text);
  const quantidade = typed?.trim() ? typed.trim().replace(',', '.') : split.quantity;
  const read = parseScan(split.code, today);
  const post: ScanStep = { kind: 'post', codigo: text, lote: null, quantidade: typed?.trim() ? quantidade : null };
  let mine: ConferenceLine[] = [];
  if (read.kind === 'gtin') mine = linesOf(lines, { gtin: read.gtin });
  else if (read.kind === 'gs1' && !read.lot) mine = linesOf(lines, { gtin: read.gtin });
  else if (read.kind === 'text') mine = linesOf(lines, { text: read.text });
  if (mine.some((l) => l.lot !== null)) return { kind: 'awaitLot', pending: { codigo: split.code, name: mine[0].NmProduto, quantidade } };
  return post;
}

let audio: AudioContext | null = null;

/**
 * A short beep from Web Audio (no sound files): a high blip for a counted scan, two low buzzes for a refusal.
 * Silent where the browser has no audio.
 */
export function beep(ok: boolean): void {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    const tones = ok ? [{ f: 1320, at: 0, d: 0.09 }] : [{ f: 220, at: 0, d: 0.16 }, { f: 220, at: 0.22, d: 0.16 }];
    for (const tone of tones) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = ok ? 'sine' : 'square';
      osc.frequency.value = tone.f;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + tone.at);
      gain.gain.exponentialRampToValueAtTime(0.25, ctx.currentTime + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + tone.at + tone.d);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + tone.at);
      osc.stop(ctx.currentTime + tone.at + tone.d + 0.02);
    }
  } catch {
    // No audio here: the coloured banner says it.
  }
}
