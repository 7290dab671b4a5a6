import { z } from 'zod';
import { decimalField, recordId, requiredObject } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { listaProdutoItems } from './catalogo.table.ts';
import { PRODUTOS } from './produtos.resource.ts';
import { checkBomLine } from './estrutura.service.ts';
import { produtoRef, tipoMedidaRef } from './catalogo.references.ts';

/** Bill-of-materials lines (lista_produto_items): a write that would make a product contain itself is refused, naming the loop. */
export const listaProdutoItemsResource = defineResource({
  type: 'ListaProdutoItem',
  path: '/lista_produto_items',
  source: listaProdutoItems,
  id: 'IdListaProdutoItem',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdListaProdutoItem: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact', order: true, references: produtoRef },
    ProdutoComponente: { filter: 'exact', order: true, references: produtoRef },
    IdTipoMedida: { references: tipoMedidaRef },
    IdPosicao: { order: true },
    StComponentePrincipal: { filter: 'exact' },
  },
  input: requiredObject({
    IdProduto: recordId,
    ProdutoComponente: recordId,
    IdPosicao: z.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(0, { error: 'invalid_number' }).optional(),
    StComponentePrincipal: z.enum(['S', 'N'], { error: 'invalid_value' }).optional(),
    QtProdutoComponente: decimalField(4).refine((v) => Number(v) > 0, { error: 'quantity_positive' }),
    IdTipoMedida: recordId.nullish(),
    PcPerda: decimalField(2, { min: 0, precision: 5 })
      .refine((v) => Number(v) < 100, { error: 'invalid_number' })
      .optional(),
    company: z.number().int().optional(),
  }),
  beforeWrite: async ({ tx, values, current }) => {
    await checkBomLine(tx, Number(values.company), values, current);
    return values;
  },
  defaultOrder: { IdProduto: 'asc', IdPosicao: 'asc' },
});
