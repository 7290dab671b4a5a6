import { and, eq, inArray, sql } from 'drizzle-orm';
import { menuGrantCondition } from './access.service.ts';
import { z } from 'zod';
import { CONFIG_LIST, LOG_LIST, MENU_LIST, USER_LIST, entityAliases } from '@backoffice/domain';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { logs } from '../../platform/audit/logs.table.ts';
import { LOG_RESTRICTED_GRANT } from '../../platform/audit/restricted.ts';
import { peopleLinks, vwUserAccounts } from '../pessoas/index.ts';
import { configs, menus, notifications } from './admin.table.ts';

/** Company settings as a list (the /settings screen); writes go through PUT /configs/{peopleId}. */
export const configsResource = defineResource({
  type: 'Config',
  path: CONFIG_LIST.path,
  // A setting is addressed through its company's settings document.
  iri: (row) => `/configs/${row.company}#${encodeURIComponent(String(row.configKey))}`,
  source: configs,
  tenant: 'company',
  permission: 'configs',
  operations: ['list'],
  csv: CONFIG_LIST.csv,
  fields: contractFields(CONFIG_LIST, configs),
  defaultOrder: CONFIG_LIST.defaultOrder,
});

/** The menu of the session company, showing only what the user's profiles let them open; `menus` edits it. */
export const menusResource = defineResource({
  type: 'Menu',
  path: MENU_LIST.path,
  source: menus,
  tenant: 'company',
  scope: (ctx) => and(eq(menus.company, ctx.company ?? -1), menuGrantCondition(ctx.user!.id, menus.rota, menus.company)),
  permission: { write: 'menus' },
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(MENU_LIST, menus),
  input: z.object({
    menu: z.string().trim().min(1, 'required').max(100, 'too_long'),
    rota: z
      .string()
      .trim()
      .min(1, 'required')
      .max(200, 'too_long')
      .regex(/^\/[\w\-/:.]*$/, 'invalid_value'),
    ordem: z.number().int().min(0).max(10000).optional(),
    icone: z.string().max(60, 'too_long').nullish(),
    modulo: z.string().max(100, 'too_long').nullish(),
  }),
  defaultOrder: MENU_LIST.defaultOrder,
  maxItemsPerPage: 500,
});

export const logsResource = defineResource({
  type: 'Log',
  path: LOG_LIST.path,
  source: logs,
  tenant: 'company',
  permission: 'logs',
  operations: ['list', 'item'],
  csv: LOG_LIST.csv,
  // Costs, markups and margins of a change: only who forms prices reads them (platform/audit/restricted.ts).
  fields: { ...contractFields(LOG_LIST, logs), logRestrito: { grant: LOG_RESTRICTED_GRANT } },
  // One record type may be logged under several names (PedidoDeVenda, PedidoVenda): the filter takes them all.
  customFilters: {
    NmEntidadeOrigem: { type: 'string', apply: (value) => inArray(logs.NmEntidadeOrigem, entityAliases(value)) },
  },
  defaultOrder: LOG_LIST.defaultOrder,
});

const employeesOf = (companies: number[] | ReturnType<typeof sql>) =>
  inArray(
    vwUserAccounts.people,
    sql`(select ${peopleLinks.people} from ${peopleLinks} where ${peopleLinks.linkType} = 'employee' and ${peopleLinks.company} in ${companies})`,
  );

/** User accounts of the companies the signed-in user acts for, with their name and e-mail (writes: users.routes.ts). */
export const usersResource = defineResource({
  type: 'User',
  path: USER_LIST.path,
  source: vwUserAccounts,
  tenant: null,
  scope: (ctx) => {
    const companies = companiesWith(ctx.user, 'users', 'read');
    return companies.length ? employeesOf(companies) : sql`false`;
  },
  customFilters: {
    company: { type: 'integer', apply: (value) => employeesOf(sql`(${Number(value)})`) },
  },
  permission: 'users',
  operations: ['list', 'item'],
  fields: contractFields(USER_LIST, vwUserAccounts, { realname: { search: 'searchName' } }),
});

/** The signed-in user's own notifications; PUT marks one read. */
export const notificationsResource = defineResource({
  type: 'Notification',
  path: '/notifications',
  source: notifications,
  tenant: 'company',
  scope: (ctx) => eq(notifications.user, ctx.user!.id),
  operations: ['list', 'item', 'update'],
  fields: {
    id: { filter: 'exact', order: true },
    read: { filter: 'boolean' },
    title: { filter: 'partial' },
    createdAt: { filter: 'date', order: true },
    user: { hidden: true },
  },
  input: z.object({ read: z.boolean({ error: 'invalid_value' }) }),
  updateInput: z.object({ read: z.boolean({ error: 'invalid_value' }) }),
  defaultOrder: { id: 'desc' },
});
