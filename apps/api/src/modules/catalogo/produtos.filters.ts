import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { onlyAlnum } from '@backoffice/domain';
import { escapeLike, matchesText } from '../../platform/db/search.ts';

/**
 * `input=<text>`, the one search box of the product pickers (quote and order items, purchases, bills of
 * materials): the code's start or any part of the name, accents and case aside. Codes are compared by their
 * letters and digits only, so `AUD-FIN`, `aud fin` and `AUDFIN` all find the code AUD-FIN: a term without
 * digits is a code as much as a name.
 */
export function produtoInputFilter(code: SQLWrapper, nameCopy: SQLWrapper) {
  return {
    input: {
      type: 'string' as const,
      apply: (value: string): SQL => {
        const typed = value.trim();
        if (!typed) return sql`true`;
        const key = onlyAlnum(typed);
        return or(
          sql`${code} ilike ${`${escapeLike(typed)}%`}`,
          // The same folding as onlyAlnum: upper case, then only 0-9 and A-Z.
          key ? sql`regexp_replace(upper(${code}), '[^0-9A-Z]+', '', 'g') like ${`${key}%`}` : undefined,
          matchesText(nameCopy, typed),
        )!;
      },
    },
  };
}
