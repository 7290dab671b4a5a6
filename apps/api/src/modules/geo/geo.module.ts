// The geo area's declaration: CEP lookups (with their cache), the IBGE municipalities and their seats' coordinates.
import * as geoTables from './geo.table.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { geoOperations } from './geo.routes.ts';
import { syncMunicipios } from './municipios.ts';
import { seedGeo } from './geo.seed.ts';
import { syncSedes } from './sedes.ts';

export const geo = defineModule({
  name: 'geo',
  tables: geoTables,
  resources: [],
  operations: geoOperations,
  access: [],
  menu: [],
  prepare: async (db) => [await syncMunicipios(db), await syncSedes(db)],
  seed: { after: [], run: seedGeo },
});
