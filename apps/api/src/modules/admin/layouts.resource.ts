import { and, eq, or } from 'drizzle-orm';
import { LIST_LAYOUT_LIST, listLayoutSchema, listLayoutUpdateSchema } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { assertUniqueName } from '../../platform/resources/pickers.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { listagemLayouts as t } from './layouts.table.ts';

/** Only the owner renames, shares or deletes a layout; the company's users only read a shared one. */
function assertOwner(ctx: RequestContext, current: Record<string, unknown>) {
  if (Number(current.user) !== ctx.user!.id) throw forbidden();
}

/** The name is unique among the owner's layouts of the same list. */
function assertUniqueLayoutName(tx: Executor, ctx: RequestContext, row: { company: number; rota: string; recurso: string; NmLayout: string }, exceptId?: number) {
  return assertUniqueName(
    tx,
    { id: t.id, company: t.company, name: t.NmLayout, extra: and(eq(t.user, ctx.user!.id), eq(t.rota, row.rota), eq(t.recurso, row.recurso)) },
    row.company,
    row.NmLayout,
    'NmLayout',
    exceptId,
  );
}

export const listagemLayoutsResource = defineResource({
  type: 'ListagemLayout',
  path: LIST_LAYOUT_LIST.path,
  source: t,
  tenant: 'company',
  // The user's own layouts and the ones shared in their companies (the tenant restricts the companies).
  scope: (ctx) => or(eq(t.user, ctx.user!.id), eq(t.compartilhado, true)),
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(LIST_LAYOUT_LIST, t),
  input: listLayoutSchema,
  updateInput: listLayoutUpdateSchema,
  beforeWrite: async ({ ctx, tx, op, values, current }) => {
    if (op === 'update') assertOwner(ctx, current!);
    const row = { ...current, ...values } as { company: number; rota: string; recurso: string; NmLayout: string };
    await assertUniqueLayoutName(tx, ctx, row, op === 'update' ? Number(current!.id) : undefined);
    return op === 'create' ? { ...values, user: ctx.user!.id } : { ...values, updatedAt: new Date().toISOString() };
  },
  beforeDelete: ({ ctx, current }) => assertOwner(ctx, current),
  defaultOrder: LIST_LAYOUT_LIST.defaultOrder,
});
