import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LimitExceeded } from './limits.ts';
import { scanXml } from './xml.ts';

/** An element tree of arbitrary names, attributes (quotes and '>' inside) and texts, with its depth. */
const text = fc.string({ maxLength: 30 }).map((s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
const tree: fc.Arbitrary<{ xml: string; depth: number }> = fc.letrec<{ node: { xml: string; depth: number } }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text.map((t) => ({ xml: t, depth: 0 })),
    fc
      .tuple(fc.constantFrom('a', 'infNFe', 'x:det'), fc.string({ maxLength: 10 }).map((v) => v.replace(/["&<]/g, '')), fc.array(tie('node'), { maxLength: 4 }))
      .map(([name, attr, children]) => ({
        xml: `<${name} v="${attr}>">${children.map((c) => c.xml).join('')}</${name}>`,
        depth: 1 + Math.max(0, ...children.map((c) => c.depth)),
      })),
  ),
})).node;

/** Text a CDATA section may hold: anything but its end marker. */
const cdataText = fc.string({ maxLength: 60 }).filter((s) => !s.includes(']]>'));

describe('scanXml (property-based)', () => {
  it('never fails on any text but for a limit, and stops at it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 5 }), (s, depth) => {
        try {
          const scan = scanXml(s, { depth, cellChars: 50 });
          expect(scan.depth).toBeLessThanOrEqual(depth);
        } catch (error) {
          expect(error).toBeInstanceOf(LimitExceeded);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('measures the nesting of any element tree, quotes and ">" in attributes included', () => {
    fc.assert(
      fc.property(tree, ({ xml, depth }) => {
        expect(scanXml(`<?xml version="1.0"?>${xml}`).depth).toBe(depth);
        if (depth > 1) expect(() => scanXml(xml, { depth: depth - 1 })).toThrow(LimitExceeded);
      }),
    );
  });

  it('finds a declaration in the markup, and none in the text of a comment or a CDATA section', () => {
    const declaration = fc.constantFrom('<!DOCTYPE x>', '<!doctype x [<!ENTITY a "b">]>', '<!ENTITY a SYSTEM "file:///etc/passwd">', '<!ELEMENT a ANY>', '<!ATTLIST a b CDATA #IMPLIED>');
    fc.assert(
      fc.property(tree, declaration, cdataText, ({ xml }, decl, inside) => {
        const quiet = `<?xml version="1.0"?><!-- ${decl.replace(/--/g, '')} --><r><![CDATA[${inside}${decl}]]>${xml}</r>`;
        expect(scanXml(quiet).declarations).toBe(false);
        expect(scanXml(`<?xml version="1.0"?>${decl}<r>${xml}</r>`).declarations).toBe(true);
        // A comment that looks like it opens a CDATA section hides nothing after it ends.
        expect(scanXml(`<!-- <![CDATA[ -->${decl}<!-- ]]> --><r/>`).declarations).toBe(true);
        // Cut short anywhere, a declaration after the cut point is still seen.
        expect(scanXml(`<r><![CDATA[${inside}${decl}`).declarations).toBe(true);
      }),
    );
  });

  it('bounds the text between tags and inside CDATA sections', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.boolean(), (length, cdata) => {
        const body = 'x'.repeat(length);
        const xml = cdata ? `<r><![CDATA[${body}]]></r>` : `<r>${body}</r>`;
        expect(() => scanXml(xml, { cellChars: length })).not.toThrow();
        expect(() => scanXml(xml, { cellChars: length - 1 })).toThrow(LimitExceeded);
      }),
    );
  });
});
