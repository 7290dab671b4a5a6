import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, staleVersion, violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { settingValue } from '../admin/index.ts';
import { workFlowItemFases } from '../pessoas/index.ts';
import { pedidoVenda } from './vendas.table.ts';

/**
 * Orders move through the phases of the company's order workflow (config `workFlow`: an IdWorkFlow): a
 * finalized quote starts in the first phase; the user moves it to any phase of that workflow (phases are the
 * company's own steps — digitação, crédito, separação... — not a status machine: the status keeps its rules).
 */

/** The company's order workflow (config `workFlow`), or null when it has none; a stored value that is no id is an error on it. */
export async function orderWorkFlow(db: Executor, company: number): Promise<number | null> {
  return workFlowOf(await settingValue(db, company, 'workFlow'));
}

/** The order workflow's id from the `workFlow` setting's value. */
export const workFlowOf = (setting: string | null): number | null => (setting === null ? null : Number(setting));

/** The first phase of the company's order workflow, or null; `workFlow`: the setting as the caller read it already. */
export async function firstPhase(db: Executor, company: number, workFlow?: number | null): Promise<number | null> {
  if (workFlow === undefined) workFlow = await orderWorkFlow(db, company);
  if (!workFlow) return null;
  const [phase] = await db
    .select({ id: workFlowItemFases.IdWorkFlowItemFase })
    .from(workFlowItemFases)
    .where(and(eq(workFlowItemFases.IdWorkFlow, workFlow), eq(workFlowItemFases.company, company)))
    .orderBy(asc(workFlowItemFases.NrOrdem))
    .limit(1);
  return phase?.id ?? null;
}

/** PUT /pedido_vendas/{id}/fase: the order's phase, one of the company's order workflow (or none). */
export async function setPhase({ db, audit }: UseCase, company: number, id: number, phase: number | null, version?: number): Promise<void> {
  const [order] = await (db as Tx)
    .select({ phase: pedidoVenda.IdWorkFlowItemFase, version: pedidoVenda.version })
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)))
    .for('update');
  if (!order) throw notFound();
  if (version !== undefined && version !== order.version) throw staleVersion();
  if (phase !== null) {
    const workFlow = await orderWorkFlow(db, company);
    const [found] = await db
      .select({ workFlow: workFlowItemFases.IdWorkFlow })
      .from(workFlowItemFases)
      .where(and(eq(workFlowItemFases.IdWorkFlowItemFase, phase), eq(workFlowItemFases.company, company)));
    if (!found || (workFlow && found.workFlow !== workFlow)) throw violation('IdWorkFlowItemFase', 'phase_not_in_workflow');
  }
  if (order.phase === phase) return;
  await db.update(pedidoVenda).set({ IdWorkFlowItemFase: phase, version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, id));
  await audit({ entity: 'PedidoDeVenda', id, action: 'fase', company, before: { IdWorkFlowItemFase: order.phase }, after: { IdWorkFlowItemFase: phase } });
}
