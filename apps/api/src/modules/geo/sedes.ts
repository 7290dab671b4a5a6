import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Executor } from '../../platform/db/client.ts';
import { municipioSedes } from './geo.table.ts';

const SEDES_CSV = fileURLToPath(new URL('./sedes-data/municipios-sedes.csv', import.meta.url));

/** The seats of data/municipios-sedes.csv (IBGE code, name, UF, coordinates). */
export function readSedes(): { ibge: string; nome: string; uf: string; lat: number; lng: number }[] {
  const parsed = Papa.parse<Record<string, string>>(fs.readFileSync(SEDES_CSV, 'utf8'), { header: true, skipEmptyLines: true });
  return parsed.data.map((r) => ({ ibge: r.ibge, nome: r.nome, uf: r.uf, lat: Number(r.lat), lng: Number(r.lng) }));
}

/** Fills `municipio_sedes` when it has fewer rows than the file (a new database, or a file with new municipalities). */
export async function syncSedes(db: Executor): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(municipioSedes);
  const all = readSedes();
  if (Number(count) >= all.length) return 0;
  await db.execute(sql`insert into ${municipioSedes} (ibge, nome, uf, lat, lng)
    select ibge, nome, uf, lat, lng from json_to_recordset(${JSON.stringify(all)}::json) as x(ibge varchar, nome text, uf varchar, lat float8, lng float8)
    on conflict do nothing`);
  return all.length - Number(count);
}
