import { within, type FileLimits } from './limits.ts';

/** What a look at an XML text finds before any parser builds it. */
export interface XmlScan {
  /** A DTD or a declaration (`<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST`) in the markup, where XXE and entity bombs live. */
  declarations: boolean;
  /** Deepest nesting of elements. */
  depth: number;
}

const DECLARATION = /^<!(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i;
const ANY_DECLARATION = /<!(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i;
/** Markup whose text is not markup: its start, its end, and whether the text counts as a cell's. */
const SECTIONS: [string, string, boolean][] = [
  ['<!--', '-->', false],
  ['<![CDATA[', ']]>', true],
  ['<?', '?>', false],
];

/**
 * Walks an XML text once, without recursion and without building anything: markup declarations are found in the
 * markup only (the text of a comment or a CDATA section may say `<!DOCTYPE` and is just text), elements are counted
 * in depth, and the text between tags is measured. Throws `LimitExceeded` past `limits.depth` or `limits.cellChars`
 * (text between two tags, CDATA included). Malformed markup is left to the parser; this only bounds it.
 */
export function scanXml(xml: string, limits: Pick<FileLimits, 'depth' | 'cellChars'> = {}): XmlScan {
  let depth = 0;
  let deepest = 0;
  let declarations = false;
  let at = 0;
  const text = (length: number) => within('cellChars', length, limits.cellChars);
  // Past a construct that never ends the text is malformed; a declaration anywhere in it still counts.
  const unterminated = (from: number) => {
    declarations ||= ANY_DECLARATION.test(xml.slice(from));
  };
  for (;;) {
    const open = xml.indexOf('<', at);
    text((open < 0 ? xml.length : open) - at);
    if (open < 0) break;
    // A comment, a CDATA section or a processing instruction: its text is skipped (a CDATA's is measured).
    const section = SECTIONS.find(([start]) => xml.startsWith(start, open));
    if (section) {
      const [start, close, measured] = section;
      const end = xml.indexOf(close, open + start.length);
      if (end < 0) {
        unterminated(open + start.length);
        break;
      }
      if (measured) text(end - open - start.length);
      at = end + close.length;
    } else if (xml[open + 1] === '!') {
      if (DECLARATION.test(xml.slice(open, open + 10))) declarations = true;
      // A DTD's internal subset holds '>' of its own declarations: all of it is refused anyway.
      const end = xml.indexOf('>', open);
      if (end < 0) break;
      at = end + 1;
    } else {
      // A tag: its end is the first '>' outside quotes (an attribute value may hold '>').
      let i = open + 1;
      let quote = '';
      for (; i < xml.length; i++) {
        const c = xml[i];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (i >= xml.length) {
        unterminated(open + 1);
        break;
      }
      if (xml[open + 1] === '/') depth = Math.max(0, depth - 1);
      else if (xml[i - 1] !== '/') {
        depth += 1;
        if (depth > deepest) {
          deepest = depth;
          within('depth', deepest, limits.depth);
        }
      }
      at = i + 1;
    }
  }
  return { declarations, depth: deepest };
}
