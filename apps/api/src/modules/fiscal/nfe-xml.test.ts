import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LimitExceeded } from '../../platform/untrusted/limits.ts';
import { readNfe } from './nfe-xml.ts';

const samples = path.resolve(import.meta.dirname, '../../../../../../shared/fiscal/samples');
const sample = fs.readFileSync(path.join(samples, fs.readdirSync(samples).find((f) => f.startsWith('difal-sp-mg') && f.endsWith('.xml'))!), 'utf8');
const limits = { depth: 64 };

/** Text a CDATA section may hold: anything but its end marker. */
const cdataText = fc.string({ maxLength: 80 }).filter((s) => !s.includes(']]>'));

describe('readNfe (property-based)', () => {
  it('answers any bytes with a reading or a refusal, or a limit, never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 3000 }), fc.string({ maxLength: 3000 }).map((s) => new TextEncoder().encode(`<?xml version="1.0"?>${s}`))), (bytes) => {
        try {
          expect(['nfe', 'cancel', 'refused']).toContain(readNfe(bytes, limits).kind);
        } catch (error) {
          expect(error, String(error)).toBeInstanceOf(LimitExceeded);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('answers a real invoice cut short or with characters changed the same way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sample.length }), fc.array(fc.tuple(fc.nat(sample.length - 1), fc.constantFrom('<', '>', '&', '"', '/', '!', '[', ']', 'x')), { maxLength: 6 }), (cut, changes) => {
        const chars = sample.slice(0, cut).split('');
        for (const [at, c] of changes) if (at < chars.length) chars[at] = c;
        try {
          expect(['nfe', 'cancel', 'refused']).toContain(readNfe(new TextEncoder().encode(chars.join('')), limits).kind);
        } catch (error) {
          expect(error, String(error)).toBeInstanceOf(LimitExceeded);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads an invoice whatever its free text holds in a CDATA section, and refuses one that declares a DTD', () => {
    fc.assert(
      fc.property(cdataText, fc.constantFrom('<!DOCTYPE nfe>', '<!ENTITY x "y">', '<!ELEMENT a ANY>', ''), (free, declaration) => {
        const xml = sample.replace(/<infCpl>[^<]*<\/infCpl>/, `<infCpl><![CDATA[${free}${declaration}]]></infCpl>`);
        const read = readNfe(new TextEncoder().encode(xml), limits);
        expect(read.kind).toBe('nfe');
        if (read.kind === 'nfe') expect(read.doc.NrNf).toBe(/<nNF>(\d+)<\/nNF>/.exec(sample)![1]);
        if (declaration) expect(readNfe(new TextEncoder().encode(sample.replace('<nfeProc', `${declaration}<nfeProc`)), limits)).toMatchObject({ kind: 'refused', reason: 'nfe_hostile' });
      }),
      { numRuns: 200 },
    );
  });

  it('stops past the nesting limit before parsing', () => {
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`;
    expect(() => readNfe(new TextEncoder().encode(deep), limits)).toThrow(LimitExceeded);
  });
});
