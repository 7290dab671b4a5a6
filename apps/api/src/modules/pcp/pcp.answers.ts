import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { item } from '../../platform/hydra/serialize.ts';
import type { Resource } from '../../platform/resources/define.ts';

/** A row of a resource read again after a write, answered as the resource's item answers it (404 when gone). */
export async function readMember(db: Executor, resource: Resource, id: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select()
    .from(resource.source as never)
    .where(eq(resource.columns[resource.id], id));
  if (!row) throw notFound();
  return item(resource, row as Record<string, unknown>);
}
