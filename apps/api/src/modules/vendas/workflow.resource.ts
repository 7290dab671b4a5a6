import { sql, type SQLWrapper } from 'drizzle-orm';
import { MarcoFase } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { onlyIdLabel } from '../../platform/resources/pickers.ts';
import { collected, unlessGiven } from '../../platform/resources/query-defaults.ts';
import { configs } from '../admin/index.ts';
import { vwFasesLabel, workFlowItemFases, workFlows } from '../pessoas/index.ts';

/** The sales workflows and their phases (the quote and order screens' status steps), read with the `people` permission. */

const READ = 'people';

export const workFlowsResource = defineResource({
  type: 'WorkFlow',
  path: '/work_flows',
  source: workFlows,
  id: 'IdWorkFlow',
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    IdWorkFlow: { filter: 'exact', order: true },
    DsWorkFlow: { filter: 'partial', order: true },
  },
  defaultOrder: { DsWorkFlow: 'asc' },
});

/** The workflow of the company config `workFlow` (an IdWorkFlow) when the query names none. */
const configWorkFlow = (workFlowColumn: SQLWrapper, companyColumn: SQLWrapper) => sql`(
  not exists (select 1 from ${configs} c where c.company_id = ${companyColumn} and c.config_key = 'workFlow' and c.config_value ~ '^\\s*\\d{1,9}\\s*$')
  or ${workFlowColumn} in (select trim(c.config_value)::int from ${configs} c
    where c.company_id = ${companyColumn} and c.config_key = 'workFlow' and c.config_value ~ '^\\s*\\d{1,9}\\s*$'))`;

const workFlowFilters = (column: SQLWrapper) => {
  const apply = collected('workFlow', (values) => sql`${column} in (${sql.join(values.map((v) => sql`${Number(v)}`), sql`, `)})`);
  return { workFlow: { type: 'integer' as const, apply }, IdWorkFlow: { type: 'integer' as const, apply } };
};

/** Phases of a workflow: `?workFlow=` or `?IdWorkFlow=`, else the workflow of the company config `workFlow`. */
export const workFlowItemFasesResource = defineResource({
  type: 'WorkFlowItemFase',
  path: '/work_flow_item_fases',
  source: workFlowItemFases,
  id: 'IdWorkFlowItemFase',
  tenant: 'company',
  scope: (ctx) => unlessGiven(ctx, ['workFlow'], configWorkFlow(workFlowItemFases.IdWorkFlow, workFlowItemFases.company)),
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    IdWorkFlowItemFase: { filter: 'exact', order: true },
    IdWorkFlow: { order: true },
    NmFase: { filter: 'partial', order: true },
    NrOrdem: { order: true },
    TpMarco: { filter: 'exact', enum: MarcoFase },
  },
  customFilters: workFlowFilters(workFlowItemFases.IdWorkFlow),
  defaultOrder: { NrOrdem: 'asc' },
});

/** The same phases as {id, label} (filter pickers), same workflow rule. */
export const getFasesPorWorkFlowResource = defineResource({
  type: 'FaseLabel',
  path: '/workFlow/getFasesPorWorkFlow',
  iriPath: '/work_flow_item_fases',
  source: vwFasesLabel,
  tenant: 'company',
  scope: (ctx) => unlessGiven(ctx, ['workFlow'], configWorkFlow(vwFasesLabel.IdWorkFlow, vwFasesLabel.company)),
  permission: READ,
  operations: ['list'],
  fields: onlyIdLabel(['company', 'IdWorkFlow', 'DsWorkFlow', 'NrOrdem'], { NrOrdem: { order: true } }),
  customFilters: workFlowFilters(vwFasesLabel.IdWorkFlow),
  defaultOrder: { NrOrdem: 'asc' },
});
