import { z } from 'zod';
import { lojaPublicacaoSchema, shopOrderSchema, shopQuerySchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { companyOfHost } from '../admin/index.ts';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { listShopProducts, placeShopOrder, setPublication, shopCategories, shopProduct } from './loja.service.ts';

/**
 * The public shop's calls: no token; the company is the one of the host's domain (App-Domain), never a
 * parameter, so a visitor reaches only that company's published products. An unknown host answers 404.
 */
async function shopCompany(db: Parameters<typeof companyOfHost>[0], appDomain: string): Promise<number> {
  const company = await companyOfHost(db, appDomain);
  if (company === null) throw notFound();
  return company;
}

const codeParam = z.object({ cdChamada: z.string().min(1).max(30) });

export const lojaOperations = [
  defineOperation({
    method: 'GET',
    path: '/shop/produtos',
    summary: "The shop's published products of the host's company: code, name, image, public price and availability (never quantities).",
    access: 'public',
    query: shopQuerySchema,
    answer: { type: 'ShopPage', iri: () => '/shop/produtos' },
    handler: async ({ ctx, db, query }) => listShopProducts(db, await shopCompany(db, ctx.appDomain), query),
  }),

  defineOperation({
    method: 'GET',
    path: '/shop/produtos/:cdChamada',
    summary: 'One published product of the host company by its main code (404 when not published).',
    access: 'public',
    params: codeParam,
    answer: { type: 'ShopProduct', iri: (p) => `/shop/produtos/${encodeURIComponent(p.CdChamada)}` },
    handler: async ({ ctx, db, params }) => shopProduct(db, await shopCompany(db, ctx.appDomain), params.cdChamada),
  }),

  defineOperation({
    method: 'GET',
    path: '/shop/categorias',
    summary: 'The families and groups of the published products of the host company.',
    access: 'public',
    answer: { type: 'ShopCategories', iri: () => '/shop/categorias' },
    handler: async ({ ctx, db }) => shopCategories(db, await shopCompany(db, ctx.appDomain)),
  }),

  defineOperation({
    method: 'POST',
    path: '/shop/pedidos',
    summary: "A visitor's cart: becomes an open quote of the host company at its public prices, for the client matched by document (or created).",
    access: 'public',
    rateLimit: (app) => ({ max: app.settings.signupRateLimit, timeWindow: '1 hour' }),
    body: shopOrderSchema,
    status: 201,
    answer: { type: 'ShopOrder', iri: (r) => `/shop/pedidos/${r.CodPedido}` },
    handler: async (op) => placeShopOrder(op, await shopCompany(op.db, op.ctx.appDomain), op.body),
  }),

  defineOperation({
    method: 'POST',
    path: '/loja_produtos/publicacao',
    summary: 'Publishes or unpublishes many products in the shop at once: all or nothing (a product published needs a price above zero).',
    access: { permission: 'loja', action: 'update' },
    body: lojaPublicacaoSchema,
    // setPublication writes one audit row per product changed.
    audit: false,
    answer: { type: 'LojaPublicacao', iri: () => '/loja_produtos/publicacao' },
    handler: (args) => setPublication(args, companiesWith(args.user, 'loja', 'update'), args.body.produtos, args.body.StPublicado),
  }),
];
