import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import type { Executor } from '../../platform/db/client.ts';
import { municipios } from './geo.table.ts';
import { matchesText, searchText } from '../../platform/db/search.ts';

/**
 * Brazilian municipalities with their IBGE codes, offline: the list ships with the npm package
 * @brazilian-utils/brazilian-utils (IBGE data, MIT) and is copied into `municipios` at start-up.
 */

/** Fills `municipios` when it has fewer rows than the package (a new database, or a package with new municipalities). */
export async function syncMunicipios(db: Executor): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(municipios);
  const all = getMunicipalities();
  if (Number(count) >= all.length) return 0;
  // One JSON parameter instead of thousands of bound values: several times faster on the embedded PGlite.
  const rows = JSON.stringify(all.map((m) => ({ ibge: m.code, nome: m.name, uf: m.stateCode })));
  await db.execute(sql`insert into ${municipios} (ibge, nome, uf)
    select ibge, nome, uf from json_to_recordset(${rows}::json) as x(ibge varchar, nome text, uf varchar)
    on conflict do nothing`);
  return all.length - Number(count);
}

export interface Place {
  id: string;
  name: string;
  uf: string;
  label: string;
}

const toPlace = (r: { ibge: string; nome: string; uf: string }): Place => ({ id: r.ibge, name: r.nome, uf: r.uf, label: `${r.nome} - ${r.uf}` });

/**
 * Municipalities whose name contains `input` (accents and case ignored), names starting with it
 * first; `uf` narrows to a state. Served by the trigram index on search_text(nome).
 */
export async function searchPlaces(db: Executor, options: { input?: string; uf?: string; limit: number; offset?: number }) {
  const conds: SQL[] = [];
  const input = (options.input ?? '').trim();
  if (input) conds.push(matchesText(searchText(municipios.nome), input));
  if (options.uf) conds.push(eq(municipios.uf, options.uf.toUpperCase()));
  const where = conds.length ? and(...conds) : undefined;
  const order = input ? [sql`(${matchesText(searchText(municipios.nome), input, 'starts')}) desc`] : [];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ibge: municipios.ibge, nome: municipios.nome, uf: municipios.uf })
      .from(municipios)
      .where(where)
      .orderBy(...order, asc(municipios.nome), asc(municipios.uf))
      .limit(options.limit)
      .offset(options.offset ?? 0),
    db.select({ total: sql<number>`count(*)::int` }).from(municipios).where(where),
  ]);
  return { places: rows.map(toPlace), total: Number(total) };
}

export async function placeByIbge(db: Executor, ibge: string): Promise<Place | null> {
  const [row] = await db.select().from(municipios).where(eq(municipios.ibge, ibge));
  return row ? toPlace(row) : null;
}

/** The IBGE code of a city by name and UF (accents and case ignored), or null. */
export async function ibgeOf(db: Executor, city: string | null | undefined, uf: string | null | undefined): Promise<string | null> {
  if (!city?.trim() || !uf?.trim()) return null;
  const [row] = await db
    .select({ ibge: municipios.ibge })
    .from(municipios)
    .where(and(eq(municipios.uf, uf.trim().toUpperCase()), sql`${searchText(municipios.nome)} = ${searchText(city.trim())}`))
    .limit(1);
  return row?.ibge ?? null;
}
