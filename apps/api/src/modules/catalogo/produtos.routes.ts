import { z } from 'zod';
import { produtoMassaSchema, produtoSchema } from '@backoffice/domain';
import { notFound } from '../../platform/http/errors.ts';
import { defineOperation, type OperationArgs } from '../../platform/operations/define.ts';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { assertGrantedWrite, grantedRow, ungrantedFields } from '../../platform/resources/field-grants.ts';
import { loadStructure } from './estrutura.service.ts';
import { PRODUTOS, produtosResource } from './produtos.resource.ts';
import { produtoReferences } from './catalogo.references.ts';
import { bulkUpdateProdutos, companyOfProduto, createProduto, loadProduto, produtoItem, produtoUpdateSchema, updateProduto } from './produtos.service.ts';

export const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

export { companyOfProduto };

async function answerProduto(args: OperationArgs<unknown, unknown, unknown>, id: number, company: number) {
  const item = await loadProduto(args.db, [company], id);
  if (!item) throw notFound();
  return produtoItem(grantedRow(produtosResource, args.user, item));
}

/** The cost is price formation's: who may not read it may not set it either. */
const COST_WRITE = "VlPrecoCusto only with the grant markup (read), as it is read: without it, 403 'field_not_granted' and nothing is written.";

const updateOperation = (path: string, summary: string) =>
  defineOperation({
    method: 'PUT',
    path,
    summary,
    description: COST_WRITE,
    access: { permission: PRODUTOS, action: 'update' },
    params: idParams,
    body: produtoUpdateSchema,
    references: produtoReferences,
    company: ({ db, params }) => companyOfProduto(db, params.id),
    // updateProduto writes the audit row, before and after.
    audit: false,
    answer: { item: 'Produto' },
    handler: async (args) => {
      assertGrantedWrite(produtosResource, args.user, args.company, args.body);
      const { company } = await updateProduto(args, args.params.id, [args.company!], args.body);
      return answerProduto(args, args.params.id, company);
    },
  });

/**
 * Product writes: a product is saved with its codes in one transaction (POST /produtos, PUT /produtos/{id}),
 * and the bulk change of many products (POST /produtos/massa), all or nothing.
 */
export const produtosOperations = [
  defineOperation({
    method: 'POST',
    path: '/produtos',
    summary: 'Creates a product with its codes (one or more, exactly one main).',
    description: COST_WRITE,
    access: { permission: PRODUTOS, action: 'create' },
    body: produtoSchema,
    references: produtoReferences,
    status: 201,
    // createProduto writes the audit row.
    audit: false,
    answer: { item: 'Produto', location: (produto) => `/produtos/${produto.IdProduto}` },
    handler: async (args) => {
      assertGrantedWrite(produtosResource, args.user, args.company, args.body);
      const id = await createProduto(args, args.company!, args.body);
      return answerProduto(args, id, args.company!);
    },
  }),
  updateOperation('/produtos/:id', 'Updates a product (the fields sent) and, when codes are sent, replaces its codes.'),
  updateOperation('/produtos_adicional/:id', 'Updates a product from the form with extra columns (the product fields; extra columns come with their area).'),
  defineOperation({
    method: 'GET',
    path: '/produtos/:id/detalhe',
    summary: 'A product with its codes and the names of family, group and unit.',
    access: { permission: PRODUTOS, action: 'read' },
    params: idParams,
    answer: { item: 'Produto' },
    handler: async ({ db, user, params }) => {
      const item = await loadProduto(db, companiesWith(user, PRODUTOS, 'read'), params.id);
      if (!item) throw notFound();
      return produtoItem(grantedRow(produtosResource, user, item));
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/produtos/:id/estrutura',
    summary: 'The bill of materials of a product as a tree: every level, quantities per finished unit (loss included) and the rolled-up cost (for who may see the cost: markup).',
    access: { permission: PRODUTOS, action: 'read' },
    params: idParams,
    answer: { type: 'EstruturaProduto' },
    handler: ({ db, user, params }) =>
      loadStructure(db, companiesWith(user, PRODUTOS, 'read'), params.id, (company) => !ungrantedFields(produtosResource, user, company).includes('VlPrecoCusto')),
  }),
  defineOperation({
    method: 'POST',
    path: '/produtos/massa',
    summary: 'Changes family, group, type, PCP type, minimum/maximum stock or active of many products at once: all or nothing.',
    access: { permission: PRODUTOS, action: 'update' },
    body: produtoMassaSchema,
    // bulkUpdateProdutos writes one audit row per product.
    audit: false,
    answer: { type: 'ProdutoMassa', iri: () => '/produtos/massa' },
    handler: (args) => bulkUpdateProdutos(args, companiesWith(args.user, PRODUTOS, 'update'), args.body.produtos, args.body.campos, args.body.porProduto),
  }),
];
