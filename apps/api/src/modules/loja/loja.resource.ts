import { z } from 'zod';
import { decimalField, recordId } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { assertInCompany } from '../../platform/resources/pickers.ts';
import { validationError } from '../../platform/http/errors.ts';
import { produtos } from '../catalogo/index.ts';
import { lojaProdutos } from './loja.table.ts';

/** The shop's price table and publication, kept by the back office (the shop itself reads it through loja.routes.ts). */
export const lojaProdutosResource = defineResource({
  type: 'LojaProduto',
  path: '/loja_produtos',
  source: lojaProdutos,
  id: 'IdLojaProduto',
  tenant: 'company',
  permission: 'loja',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdLojaProduto: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact', order: true },
    VlPreco: { filter: 'range', order: true },
    StPublicado: { filter: 'boolean', order: true },
  },
  input: z.object({
    IdProduto: recordId,
    VlPreco: decimalField(2, { min: 0 }),
    StPublicado: z.boolean({ error: 'invalid_value' }).optional(),
    DsLoja: z.string({ error: 'invalid_value' }).trim().max(2000, { error: 'too_long' }).nullish(),
    company: z.number().int().optional(),
  }),
  beforeWrite: async ({ tx, values, current }) => {
    const company = Number(values.company ?? current?.company);
    const violations = await assertInCompany(tx, company, produtos, produtos.IdProduto, produtos.company, (values.IdProduto ?? current?.IdProduto) as number, 'IdProduto');
    if (violations.length) throw validationError(violations);
    return values;
  },
  defaultOrder: { IdLojaProduto: 'asc' },
});
