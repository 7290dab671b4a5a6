import { z } from 'zod';
import { FORMULA_VARIABLES, formulaQuerySchema, tagLinksSchema, type FormulaValues } from '@backoffice/domain';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { PRODUTOS } from './produtos.resource.ts';
import { FORMULAS } from './tags.resource.ts';
import { companyOfCliente, companyOfProdutoTags, computeFormula, setClienteTags, setProdutoTags } from './tags.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

/**
 * Tagging a product or a client (the whole list of tags, replaced) and the formula call of the sales screens.
 * Writing a product's tags needs produtos:update; a client's, people:update (the client form's grant).
 */
export const tagsOperations = [
  defineOperation({
    method: 'PUT',
    path: '/produtos/:id/tags',
    summary: "Replaces a product's tags (tags of its company that apply to products).",
    access: { permission: PRODUTOS, action: 'update' },
    params: idParams,
    body: tagLinksSchema,
    company: ({ db, params }) => companyOfProdutoTags(db, params.id),
    answer: { type: 'ProdutoTags', iri: (r) => `/produtos/${r.IdProduto}/tags` },
    handler: async ({ db, params, body, company }) => ({ IdProduto: params.id, tags: await setProdutoTags(db, company!, params.id, body.tags) }),
  }),
  defineOperation({
    method: 'PUT',
    path: '/people/:id/tags',
    summary: "Replaces a client's tags (tags of the company that apply to clients).",
    access: { permission: 'people', action: 'update' },
    params: idParams,
    body: tagLinksSchema,
    company: ({ db, params }) => companyOfCliente(db, params.id),
    answer: { type: 'ClienteTags', iri: (r) => `/people/${r.IdPessoa}/tags` },
    handler: async ({ db, params, body, company }) => ({ IdPessoa: params.id, tags: await setClienteTags(db, company!, params.id, body.tags) }),
  }),
  defineOperation({
    method: 'GET',
    path: '/pedido_venda_items_formula',
    summary: "Evaluates a formula (IdFormula) or an expression (DsExpressao) with an item's variables: the result as exact decimal text with 3 places.",
    description: `Variables (query parameters, decimal with a point): ${FORMULA_VARIABLES.join(', ')}. A syntax error, an unknown name or a division by zero is a 422 on DsExpressao; a missing value, a 422 on the variable.`,
    access: { permission: FORMULAS, action: 'read' },
    query: formulaQuerySchema,
    answer: { type: 'PedidoVendaItemFormula' },
    handler: ({ db, user, query }) => computeFormula(db, companiesWith(user, FORMULAS, 'read'), query as { IdFormula?: number; DsExpressao?: string } & FormulaValues),
  }),
];
