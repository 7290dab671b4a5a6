import { z } from 'zod';
import { COLUNA_LIST, colunaSchema, colunaValorSchema } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { colunas, colunasValores, vwColunasValoresEntidades, vwProdutosColunas } from './colunas.table.ts';
import { checkColuna, checkValor } from './colunas.service.ts';
import { PRODUTOS } from './produtos.resource.ts';

/**
 * Custom columns under the catalogue's access key (the restricted salesperson reads them, changes nothing):
 * the columns, their values and a product's extra columns (the `coluna[<id>]` filter of the products lists: colunas.filters.ts).
 */

/** The columns' filters and sorting, the same for editing (/colunas) and for reading (/colunas_perfil). */
const colunaFields = contractFields(COLUNA_LIST, colunas);

/** The columns (POST /colunas creates, PUT /colunas/{id} edits): the default must fit the type. */
export const colunasResource = defineResource({
  type: 'Coluna',
  path: '/colunas',
  source: colunas,
  id: 'Id',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: colunaFields,
  input: colunaSchema.extend({ company: z.number().int().optional() }),
  beforeWrite: ({ tx, values, current }) => checkColuna(tx, values, current),
  defaultOrder: COLUNA_LIST.defaultOrder,
});

/** GET colunas_perfil: the columns of the user's company (`?NmEntidadeOrigem=Produto` for one entity). */
export const colunasPerfilResource = defineResource({
  type: 'Coluna',
  path: COLUNA_LIST.path,
  iriPath: '/colunas',
  source: colunas,
  id: 'Id',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list'],
  fields: colunaFields,
  defaultOrder: COLUNA_LIST.defaultOrder,
});

/** Values of columns per record: POST, PUT, DELETE /colunas_valores/{idColunasValores}; the value must fit the column's type. */
export const colunasValoresResource = defineResource({
  type: 'ColunaValor',
  path: '/colunas_valores',
  source: colunasValores,
  id: 'IdColunasValores',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdColunasValores: { filter: 'exact', order: true },
    colunas: { filter: 'exact', order: true },
    idEntidadeOrigem: { filter: 'exact', order: true },
  },
  input: colunaValorSchema.extend({ company: z.number().int().optional() }),
  beforeWrite: ({ tx, values, current }) => checkValor(tx, values, current),
  defaultOrder: { IdColunasValores: 'asc' },
});

/** GET colunas_valores/entidades: values with their column's name, type and entity (`?NmEntidadeOrigem=Cliente&idEntidadeOrigem=5`). */
export const colunasValoresEntidadesResource = defineResource({
  type: 'ColunaValor',
  path: '/colunas_valores/entidades',
  iriPath: '/colunas_valores',
  source: vwColunasValoresEntidades,
  id: 'IdColunasValores',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list'],
  fields: {
    IdColunasValores: { filter: 'exact', order: true },
    colunas: { filter: 'exact', order: true },
    idEntidadeOrigem: { filter: 'exact', order: true },
    NmEntidadeOrigem: { filter: 'exact', order: true },
    TpColuna: { filter: 'exact' },
    NmColuna: { filter: 'partial', order: true },
  },
  defaultOrder: { idEntidadeOrigem: 'asc', NmColuna: 'asc' },
});

/** GET produtos/colunas: a product's extra columns (`?idEntidadeOrigem=<IdProduto>`), its value or the column's default. */
export const produtosColunasResource = defineResource({
  type: 'ProdutoColuna',
  path: '/produtos/colunas',
  iri: (row) => `/produtos/colunas/${String(row.id)}`,
  source: vwProdutosColunas,
  id: 'id',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list'],
  fields: {
    idEntidadeOrigem: { filter: 'exact', order: true },
    idColuna: { filter: 'exact', order: true },
    tpColuna: { filter: 'exact' },
    nmColuna: { filter: 'partial', order: true },
  },
  defaultOrder: { idEntidadeOrigem: 'asc', nmColuna: 'asc' },
});
