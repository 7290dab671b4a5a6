import { Unzip, UnzipInflate } from 'fflate';
import { LimitExceeded, within, type FileLimits } from './limits.ts';

/** A zip that cannot be read (not a zip, cut short, an unknown compression). */
export class ZipUnreadable extends Error {
  override readonly name = 'ZipUnreadable';
}

/**
 * Compressed bytes handed to the inflater per step. Deflate expands at most ~1,032 times, so one step yields at
 * most ~4 MB: the count below stops a bomb a few megabytes past its limit, whatever the zip says it holds.
 */
const STEP = 4096;

/**
 * The entries of a zip whose names `wanted` accepts, inflated a step at a time and counted as they come out
 * (never trusting the sizes the headers declare). Every entry that is not a folder counts against
 * `limits.entries`; the inflated bytes of the wanted ones against `limits.inflatedBytes`. Throws `LimitExceeded`
 * past either, `ZipUnreadable` for what is not a readable zip.
 */
export function unzipWithin(bytes: Uint8Array, limits: Pick<FileLimits, 'inflatedBytes' | 'entries'>, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  let entries = 0;
  let inflated = 0;
  let failure: unknown = null;
  const unzip = new Unzip((entry) => {
    if (entry.name.endsWith('/')) return;
    entries += 1;
    within('entries', entries, limits.entries, entry.name);
    if (!wanted(entry.name)) return;
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, chunk, final) => {
      if (error) {
        failure ??= new ZipUnreadable(error.message);
        return;
      }
      if (failure) return;
      inflated += chunk.length;
      // Noted here (the inflater would report a throw as a broken stream): the loop below stops at it.
      if (limits.inflatedBytes !== undefined && inflated > limits.inflatedBytes) {
        failure = new LimitExceeded('inflatedBytes', limits.inflatedBytes, entry.name);
        return;
      }
      chunks.push(chunk);
      if (final) out.set(entry.name, concat(chunks));
    };
    try {
      entry.start();
    } catch (error) {
      throw new ZipUnreadable((error as Error).message);
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure; at += STEP) unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch (error) {
    if (error instanceof LimitExceeded || error instanceof ZipUnreadable) throw error;
    throw new ZipUnreadable((error as Error).message);
  }
  if (failure) throw failure;
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

/** Whether the bytes start as a zip does (a local file header). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
