import { COPY_CHUNK, copyField, type CopyPiece, type CopyValue } from './copy.ts';

/**
 * COPY text typed straight into bytes, for many rows that are mostly numbers (20,000 MRP results of 50 to 150
 * numbers each): no string per value nor per row, so neither their building nor the garbage collector's work
 * afterwards (with strings, these were most of the write's time in the process: docs/performance.md). The caller
 * writes each row's values in the order of its columns, with `tab` between them and `end` after the last, and
 * takes the bytes a piece at a time (copy.ts sends them).
 */

const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const TAB = 9;
const NEWLINE = 10;

export class CopyWriter {
  private bytes: Buffer;
  private at = 0;
  /** Rows ended since the last piece was taken. */
  rows = 0;

  constructor(size = 1 << 20) {
    this.bytes = Buffer.allocUnsafe(size);
  }

  private room(n: number): Buffer {
    if (this.at + n > this.bytes.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + n));
      this.bytes.copy(bigger, 0, 0, this.at);
      this.bytes = bigger;
    }
    return this.bytes;
  }

  /** The digits of a whole number ≥ 0 below 2^53 (below 2^31, and most are, in 32-bit integer arithmetic). */
  private digits(n: number): void {
    let count = 1;
    for (let power = 10; n >= power && count < 16; power *= 10) count++;
    const bytes = this.room(count);
    let i = this.at + count;
    if (n < 2 ** 31) {
      while (n >= 10) {
        const next = (n / 10) | 0;
        bytes[--i] = ZERO + (n - next * 10);
        n = next;
      }
    } else {
      while (n >= 10) {
        const next = Math.floor(n / 10);
        bytes[--i] = ZERO + (n - next * 10);
        n = next;
      }
    }
    bytes[--i] = ZERO + n;
    this.at += count;
  }

  /** An integer as PostgreSQL reads one (past 2^53, as JavaScript prints it). */
  integer(n: number): this {
    if (!Number.isSafeInteger(n)) return this.text(String(n));
    if (n < 0) {
      this.room(1)[this.at++] = MINUS;
      n = -n;
    }
    this.digits(n);
    return this;
  }

  /** An integer of thousandths as the decimal it stands for, three places (-1500 -> '-1.500'), as unscaled() writes it. */
  thousandths(n: number): this {
    if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of thousandths: ${n}`);
    const abs = Math.abs(n);
    const whole = Math.floor(abs / 1000);
    if (n < 0) this.room(1)[this.at++] = MINUS;
    this.digits(whole);
    let fraction = abs - whole * 1000;
    const bytes = this.room(4);
    bytes[this.at] = DOT;
    for (let i = this.at + 3; i > this.at; i--) {
      bytes[i] = ZERO + (fraction % 10);
      fraction = Math.floor(fraction / 10);
    }
    this.at += 4;
    return this;
  }

  /** Text as it is: the caller's to make fit for COPY (copyField escapes; codes such as '\N' or 't' need nothing). */
  text(value: string): this {
    const code = value.length === 1 ? value.charCodeAt(0) : 128;
    if (code < 128) {
      this.room(1)[this.at++] = code;
      return this;
    }
    const bytes = this.room(Buffer.byteLength(value));
    this.at += bytes.write(value, this.at);
    return this;
  }

  /** Between two values of a row. */
  tab(): this {
    this.room(1)[this.at++] = TAB;
    return this;
  }

  /** A whole row of values of any kind, each as copyField writes it (escaped), then its end. */
  row(values: readonly CopyValue[]): void {
    for (let i = 0; i < values.length; i++) {
      if (i) this.tab();
      this.text(copyField(values[i]));
    }
    this.end();
  }

  /** After a row's last value. */
  end(): void {
    this.room(1)[this.at++] = NEWLINE;
    this.rows++;
  }

  /** The rows written since the last piece, as bytes of their own, and their number; the writer starts over. */
  take(): CopyPiece & { data: Buffer } {
    const piece = { data: Buffer.from(this.bytes.subarray(0, this.at)), count: this.rows };
    this.at = 0;
    this.rows = 0;
    return piece;
  }

  /** What was written since the last piece, as text (a record written by itself). */
  toString(): string {
    return this.bytes.toString('utf8', 0, this.at);
  }
}

/**
 * The pieces of COPY text for copyInto (copy.ts): `write` puts each item's row into the writer (its typed values,
 * or `w.row([...])`), `chunk` rows a piece.
 */
export function* copyPieces<T>(items: Iterable<T>, write: (w: CopyWriter, item: T) => void, chunk = COPY_CHUNK): Generator<CopyPiece> {
  const w = new CopyWriter();
  for (const item of items) {
    write(w, item);
    if (w.rows >= chunk) yield w.take();
  }
  if (w.rows) yield w.take();
}
