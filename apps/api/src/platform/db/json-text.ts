import { customType } from 'drizzle-orm/pg-core';

/**
 * A column of JSON the database keeps as text: not checked when written nor parsed by a query, read back as the
 * value the application parses from it. For JSON written in bulk and read a few rows at a time (an MRP calculation's
 * 20,000 component lists, of which a screen shows one page): json's check cost every row of the write, and a view's
 * cast to json every row a page sorts (docs/performance.md). Whoever writes the text writes valid JSON.
 */
export const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  fromDriver: (value) => JSON.parse(value) as unknown,
  toDriver: (value) => JSON.stringify(value),
});
