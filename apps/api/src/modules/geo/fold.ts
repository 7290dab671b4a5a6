import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Accent- and case-insensitive matching without the unaccent extension (not in the embedded
 * PGlite): translate() drops the accents of Portuguese letters, then lower() (ASCII-safe in any
 * locale). The municipalities index is built on exactly this expression, so keep them in step.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN';

/** lower(translate(x, accented, plain)) as SQL. */
export function folded(value: SQLWrapper | string): SQL {
  return sql`lower(translate(${value}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
}

/** The same folding in JavaScript (for values compared outside SQL). */
export function foldText(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN[i] : ch;
  }
  return out.toLowerCase();
}
