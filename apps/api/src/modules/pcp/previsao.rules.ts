import type { Violation } from '../../platform/http/errors.ts';

/** A checked line of a forecast sheet: its line in the file, its product and its day. */
export interface ForecastKey {
  line: number;
  produto: number;
  date: string;
}

/** The key of a product's forecast for a day. */
export const forecastKey = (produto: number, date: string) => `${produto}|${date}`;

/**
 * The lines of a sheet for a product and day the forecast already has an item for (`existing`, forecastKey; empty
 * when the import replaces the items): importing the same sheet twice would add them again and the MRP would count
 * the day's demand twice. Lines of one sheet for the same product and day add up, as the sheet shows them. By line.
 */
export function forecastLinesAlreadyThere(lines: Iterable<ForecastKey>, existing: ReadonlySet<string>): Map<number, Violation> {
  const found = new Map<number, Violation>();
  if (!existing.size) return found;
  for (const { line, produto, date } of lines) {
    if (existing.has(forecastKey(produto, date))) found.set(line, { propertyPath: `linhas.${line}.produto`, message: 'forecast_item_exists', params: { line } });
  }
  return found;
}
