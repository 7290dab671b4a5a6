import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LimitExceeded } from './limits.ts';
import { unzipWithin, ZipUnreadable } from './zip.ts';

const entries = fc.dictionary(
  fc.stringMatching(/^[a-z]{1,8}\.(xml|bin)$/),
  fc.uint8Array({ maxLength: 3000 }).map((b) => b),
  { minKeys: 1, maxKeys: 6 },
);

describe('unzipWithin (property-based)', () => {
  it('gives back the wanted entries of any zip, at any compression level', () => {
    fc.assert(
      fc.property(entries, fc.constantFrom(0, 1, 6, 9) as fc.Arbitrary<0 | 1 | 6 | 9>, (files, level) => {
        const zip = zipSync(files, { level });
        const out = unzipWithin(zip, {}, (name) => name.endsWith('.xml'));
        const wanted = Object.entries(files).filter(([name]) => name.endsWith('.xml'));
        expect([...out.keys()].sort()).toEqual(wanted.map(([n]) => n).sort());
        for (const [name, bytes] of wanted) expect(Buffer.from(out.get(name)!).equals(Buffer.from(bytes))).toBe(true);
      }),
    );
  });

  it('stops at the inflated limit and at the entries limit, whatever the headers declare', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 5000 }), (size, declared) => {
        const zip = zipSync({ 'a.xml': new Uint8Array(size) }, { level: 9 });
        const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
        view.setUint32(22, declared, true);
        expect(() => unzipWithin(zip, { inflatedBytes: size - 1 }, () => true)).toThrow(LimitExceeded);
        expect(unzipWithin(zip, { inflatedBytes: size }, () => true).get('a.xml')!.length).toBe(size);
        expect(() => unzipWithin(zipSync({ 'a.xml': new Uint8Array(1), 'b.xml': new Uint8Array(1) }), { entries: 1 }, () => true)).toThrow(LimitExceeded);
      }),
      { numRuns: 50 },
    );
  });

  it('answers any bytes (a zip cut short or with bytes flipped) with entries, unreadable or a limit, and nothing else', () => {
    const zip = zipSync({ 'a.xml': new TextEncoder().encode('<a>'.repeat(500)), 'b.xml': new Uint8Array(800).fill(7) }, { level: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: zip.length }), fc.array(fc.tuple(fc.nat(zip.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }), (cut, flips) => {
        const bytes = zip.slice(0, cut);
        for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
        try {
          unzipWithin(bytes, { inflatedBytes: 100_000, entries: 10 }, () => true);
        } catch (error) {
          expect(error instanceof ZipUnreadable || error instanceof LimitExceeded, String(error)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
