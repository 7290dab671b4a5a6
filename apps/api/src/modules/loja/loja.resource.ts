import { z } from 'zod';
import { LOJA_PRODUTO_LIST, lojaProdutoFields, publishNeedsPrice, recordId } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { validationError, type Violation } from '../../platform/http/errors.ts';
import { produtoRef, vwFamiliasLabel, vwGruposLabel } from '../catalogo/index.ts';
import { lojaProdutos, vwLojaProdutos } from './loja.table.ts';

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
    IdProduto: { filter: 'exact', order: true, references: produtoRef },
    VlPreco: { filter: 'range', order: true },
    StPublicado: { filter: 'boolean', order: true },
  },
  input: z.object({
    IdProduto: recordId,
    ...lojaProdutoFields,
    StPublicado: lojaProdutoFields.StPublicado.optional(),
    company: z.number().int().optional(),
  }),
  // A published row has a price above zero (the product is the company's: its declared reference) (the form's rule, on the row as it will be).
  beforeWrite: async ({ values, current }) => {
    const violations: Violation[] = [];
    const published = (values.StPublicado ?? current?.StPublicado ?? true) as boolean;
    if (publishNeedsPrice(published, (values.VlPreco ?? current?.VlPreco) as string | undefined)) violations.push({ propertyPath: 'VlPreco', message: 'loja_price_required' });
    if (violations.length) throw validationError(violations);
    return values;
  },
  defaultOrder: { IdLojaProduto: 'asc' },
});

/** The price table's screen: every active product of the company with its shop status, price and description. */
export const lojaProdutosListaResource = defineResource({
  type: 'LojaProdutoLinha',
  path: LOJA_PRODUTO_LIST.path,
  iriPath: '/produtos',
  source: vwLojaProdutos,
  id: 'IdProduto',
  tenant: 'company',
  permission: 'loja',
  operations: ['list'],
  fields: contractFields(LOJA_PRODUTO_LIST, vwLojaProdutos, { NmProduto: { search: 'NmProdutoBusca' } }),
  defaultOrder: LOJA_PRODUTO_LIST.defaultOrder,
});

/**
 * The price table's family and group filters as {id, label}, under the shop's own grant: someone who keeps the
 * shop's prices may have no access to the catalogue's screens (whose pickers need it).
 */
function picker(kind: 'familias' | 'grupos', source: typeof vwFamiliasLabel | typeof vwGruposLabel) {
  return defineResource({
    type: kind === 'familias' ? 'LojaFamilia' : 'LojaGrupo',
    path: `/loja_produtos/${kind}`,
    iriPath: kind === 'familias' ? '/familia_produtos' : '/grupo_produtos',
    source,
    tenant: 'company',
    permission: 'loja',
    operations: ['list'],
    fields: { id: { filter: 'exact', order: true }, label: { filter: 'partial', order: true } },
    defaultOrder: { label: 'asc' },
  });
}
export const lojaFamiliasResource = picker('familias', vwFamiliasLabel);
export const lojaGruposResource = picker('grupos', vwGruposLabel);
