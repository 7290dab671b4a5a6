// The home area's declaration: the dashboard of /home, read from the sales and catalogue areas' rows.
import { defineModule } from '../../platform/modules/module.ts';
import { inicioOperations } from './inicio.routes.ts';

export const inicio = defineModule({
  name: 'inicio',
  tables: {},
  resources: [],
  operations: inicioOperations,
  access: [],
  menu: [],
});
