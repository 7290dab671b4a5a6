import { inArray, sql } from 'drizzle-orm';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { onlyIdLabel } from '../../platform/resources/pickers.ts';
import { peopleLinks, vwUsuarioSetores, vwUsuarios } from '../pessoas/index.ts';

/**
 * The users picker and the users in sectors, documented in docs/api.md ("Lookups"), read with the `people`
 * permission (every people screen shows them). The sectors and expense categories themselves are the people
 * area's (pessoas/cadastros.resource.ts): the area that owns a table declares what writes it.
 */

const READ = 'people';

/** Users of the user's companies as {id, label} (label: the person's name). */
export const usuariosGetItemsResource = defineResource({
  type: 'UsuarioLabel',
  path: '/usuarios/getItems',
  iriPath: '/users',
  source: vwUsuarios,
  tenant: null,
  scope: (ctx) => {
    const companies = companiesWith(ctx.user, READ, 'read');
    return companies.length
      ? inArray(vwUsuarios.people, sql`(select l.people_id from ${peopleLinks} l where l.link_type = 'employee' and l.company_id in ${companies})`)
      : sql`false`;
  },
  permission: READ,
  operations: ['list'],
  fields: onlyIdLabel(['username', 'people', 'active'], { active: { filter: 'boolean' }, username: { filter: 'partial' } }),
  defaultOrder: { label: 'asc' },
});

/** Users in sectors, with both names. */
export const usuarioSetorsResource = defineResource({
  type: 'UsuarioSetor',
  path: '/usuario_setors',
  source: vwUsuarioSetores,
  id: 'Id',
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    Id: { filter: 'exact', order: true },
    IdUsuario: { filter: 'exact' },
    username: { filter: 'partial', order: true },
    NmUsuario: { filter: 'partial', order: true },
    IdSetor: { filter: 'exact' },
    NmSetor: { filter: ['exact', 'partial'], order: true },
  },
  defaultOrder: { NmSetor: 'asc', NmUsuario: 'asc' },
});
