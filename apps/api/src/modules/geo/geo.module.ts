// The geo area's declaration: CEP lookups (with their cache) and the IBGE municipalities.
import * as geoTables from './geo.table.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { geoOperations } from './geo.routes.ts';
import { syncMunicipios } from './municipios.ts';
import { seedGeo } from './geo.seed.ts';

export const geo = defineModule({
  name: 'geo',
  tables: geoTables,
  resources: [],
  operations: geoOperations,
  access: [],
  menu: [],
  prepare: syncMunicipios,
  seed: { after: [], run: seedGeo },
});
