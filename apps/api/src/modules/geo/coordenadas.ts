import type { Executor } from '../../platform/db/client.ts';
import { enderecoCoordenadas } from './geo.table.ts';

type Coordinates = Omit<typeof enderecoCoordenadas.$inferInsert, 'updatedAt'>;

/**
 * Where addresses are on the map (a geocoder's answer, the register's own): the command other areas call. An
 * address that already has coordinates keeps them (each one is asked once).
 */
export async function recordCoordinates(db: Executor, rows: Coordinates[]): Promise<void> {
  if (rows.length) await db.insert(enderecoCoordenadas).values(rows).onConflictDoNothing();
}
