import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { seedsOf, type AreaModule, type DemoSeed } from '../platform/modules/module.ts';
import { composeApplication, modules } from '../modules/index.ts';
import { users } from '../modules/admin/index.ts';
import { DEMO, VENDEDOR_GRANTS } from './accounts.ts';

export { DEMO, VENDEDOR_GRANTS };

/** Fails when an area's demo data would run before an area it reads (its seed's `after`). */
export function checkSeedOrder(list: AreaModule[]): void {
  list.forEach((module, i) => {
    for (const needed of seedsOf(module).flatMap((seed) => seed.after)) {
      if (!list.slice(0, i).some((m) => m.name === needed)) throw new Error(`the demo data of ${module.name} needs ${needed} first in modules/index.ts`);
    }
  });
}

/** Demo data of every area, written once on a database with no user yet. Returns false when there was data already. */
export async function seedDemo(database: Database, storage: FileStorage): Promise<boolean> {
  checkSeedOrder(modules);
  // The demo's orders get their taxes and commissions as the application's do.
  composeApplication(modules);
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(count) > 0) return false;
  const demo: DemoSeed = {
    storage,
    companies: { main: 0, other: 0 },
    menu: modules.flatMap((m) => m.menu).sort((a, b) => a.ordem - b.ordem),
  };
  await database.db.transaction(async (tx) => {
    for (const module of modules) for (const seed of seedsOf(module)) await seed.run(tx, demo);
  });
  return true;
}
