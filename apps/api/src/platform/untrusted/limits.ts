import { AppError } from '../http/errors.ts';

/**
 * What one import allows an untrusted file (an uploaded sheet, an NF-e, a zip). The pool enforces the time (the
 * worker is stopped) and the memory (the worker's heap); the parser checks the others as it reads, and stops at
 * the first one passed.
 */
export interface FileLimits {
  /** Bytes of the file as sent. */
  bytes: number;
  /** Bytes a zip (an XLSX is one) may inflate to, counted as they come out, never as the zip's headers declare. */
  inflatedBytes?: number;
  /** Entries of a zip. */
  entries?: number;
  /** Rows of a sheet. */
  rows?: number;
  /** Characters of one cell (of a sheet, or one text of an XML document). */
  cellChars?: number;
  /** Nesting depth of a document (XML elements, JSON arrays and objects). */
  depth?: number;
  /** Wall time of the parse in milliseconds: past it the worker is stopped. */
  timeMs: number;
}

/** The limits a parser can pass, plus the worker's memory and the files of one request. */
export type LimitName = Exclude<keyof FileLimits, 'timeMs'> | 'timeMs' | 'memory' | 'files';

/** A file past one of its limits: the import answers 413 naming it, and stores nothing. */
export class LimitExceeded extends Error {
  override readonly name = 'LimitExceeded';
  constructor(
    readonly limit: LimitName,
    readonly max: number,
    /** The file (or the zip entry) that passed it, when a request carries several. */
    readonly file?: string,
  ) {
    super(`${limit} limit (${max}) exceeded${file ? ` by ${file}` : ''}`);
  }
}

/**
 * A file a parser refuses for what it holds (not a sheet, a hostile declaration): a catalogue key and its params.
 * It crosses the worker boundary as it is.
 */
export class FileRefused extends Error {
  override readonly name = 'FileRefused';
  constructor(
    readonly code: string,
    readonly params?: Record<string, string>,
  ) {
    super(code);
  }
}

const MIB = 1024 * 1024;

/** The catalogue key of each limit and how its maximum reads (bytes in MB, time in seconds). */
const KEYS: Record<LimitName, { key: string; max: (n: number) => string }> = {
  bytes: { key: 'file_limit_bytes', max: (n) => mb(n) },
  inflatedBytes: { key: 'file_limit_inflated', max: (n) => mb(n) },
  entries: { key: 'file_limit_entries', max: String },
  rows: { key: 'file_limit_rows', max: String },
  cellChars: { key: 'file_limit_cell', max: String },
  depth: { key: 'file_limit_depth', max: String },
  timeMs: { key: 'file_limit_time', max: (n) => String(Math.ceil(n / 1000)) },
  memory: { key: 'file_limit_memory', max: String },
  files: { key: 'file_limit_files', max: String },
};

/** Megabytes with at most one decimal place, as a plain decimal ('1.5'): the message formats it per language. */
function mb(bytes: number): string {
  return String(Math.round((bytes / MIB) * 10) / 10);
}

/** The catalogue key and parameters that name a limit and the file ('file_limit_rows', { max: '100000', file }). */
export function limitMessage(error: LimitExceeded, file = error.file ?? ''): { key: string; params: Record<string, string> } {
  const { key, max } = KEYS[error.limit];
  return { key, params: { max: max(error.max), file } };
}

/**
 * The answer to a file past a limit: 413 whose description names the limit and the file (the parser's entry, or
 * the upload's name), with the key as `code`.
 */
export function limitError(error: LimitExceeded, upload?: string): AppError {
  const { key, params } = limitMessage(error, error.file ?? upload ?? '');
  return new AppError('payload_too_large', key, [], params);
}

/** Throws when `count` passed `max` (an absent limit allows anything). */
export function within(limit: LimitName, count: number, max: number | undefined, file?: string): void {
  if (max !== undefined && count > max) throw new LimitExceeded(limit, max, file);
}
