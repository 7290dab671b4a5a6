import type { Settings } from '../../config.ts';
import { LimitExceeded, limitError, type FileLimits } from './limits.ts';
import { untrustedFiles, type Parser, type UntrustedFilePool } from './pool.ts';

export { FileRefused, LimitExceeded, limitError, limitMessage, within, type FileLimits, type LimitName } from './limits.ts';
export { defineParser, type Parser } from './pool.ts';
export { looksLikeZip, unzipWithin, ZipUnreadable } from './zip.ts';

/** The process's pool of file readers, sized by the settings (IMPORT_WORKERS, IMPORT_WORKER_MEMORY_MB). */
export function filePool(settings: Settings): UntrustedFilePool {
  return untrustedFiles({ size: settings.imports.workers, memoryMb: settings.imports.memoryMb, maxWaiting: settings.imports.workers * 8 });
}

/**
 * Reads an untrusted file with `parser` in a worker thread within `limits`. A limit passed answers 413 naming it
 * and `file` (the upload's name); a refusal (`FileRefused`) is left to the caller, who knows which field it is.
 * The bytes are moved to the worker: pass a copy to keep them.
 */
export async function parseUntrusted<I, R>(settings: Settings, parser: Parser<I, R>, bytes: Uint8Array, limits: FileLimits, input: I, file: string): Promise<R> {
  try {
    return await filePool(settings).run(parser, bytes, limits, input);
  } catch (error) {
    if (error instanceof LimitExceeded) throw limitError(error, file);
    throw error;
  }
}
