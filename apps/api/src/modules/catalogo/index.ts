// The catalogue area: products and their codes, families and groups, units, lots and stock, bills of materials.
import * as catalogoTables from './catalogo.table.ts';
import { defineModule } from '../../platform/modules/module.ts';

export * from './catalogo.table.ts';

export const catalogo = defineModule({
  name: 'catalogo',
  tables: catalogoTables,
  resources: [],
  routes: [],
  operations: [],
  access: [],
  menu: [],
});
