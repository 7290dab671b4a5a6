import { asc, eq, sql } from 'drizzle-orm';
import { LOCALES, resolveLocale, SHOP_PAGE_SIZE, SHOP_TEXTS, formatMoney, shopQuerySchema, shopText, type Locale } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { definePage, type PageAnswer, type PageInput } from '../../platform/pages/pages.ts';
import { companyDomains, companyOfHost, themes } from '../admin/index.ts';
import { people } from '../pessoas/index.ts';
import { listShopProducts, shopCategories, shopProduct } from './loja.service.ts';
import { publicOrigin } from './loja.rules.ts';
import { categoriesMain, layout, notFoundMain, productHref, productMain, productsMain, type Frame, type ShopFront } from './shop.view.ts';

/**
 * The public shop's pages (spec §2: /shop, /shop/categorias, /shop/grupo-produto/:id, /catalogo/produtos/:code),
 * written whole by the server for the host's company: a visitor on a slow phone gets the products, prices and
 * availability in the first answer, with no back-office code; only the cart's small script comes after.
 */

const LANG_COOKIE = 'shop_lang';

/** The visitor's language: ?lang= (remembered in a cookie), else the cookie, else Accept-Language. */
function localeOf(input: PageInput): { locale: Locale; headers: Record<string, string> } {
  const asked = typeof input.query.lang === 'string' ? input.query.lang : undefined;
  if (asked && (LOCALES as readonly string[]).includes(asked)) {
    return { locale: asked as Locale, headers: { 'Set-Cookie': `${LANG_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax` } };
  }
  const saved = input.cookies[LANG_COOKIE];
  if (saved && (LOCALES as readonly string[]).includes(saved)) return { locale: saved as Locale, headers: {} };
  return { locale: resolveLocale(input.ctx.locale), headers: {} };
}

/** The host's company as its shop shows it: name, theme, logo and public address. */
async function frontOf(db: Executor, company: number, input: PageInput): Promise<ShopFront> {
  const [[who], [theme], domains] = await Promise.all([
    db.select({ name: sql<string>`coalesce(${people.alias}, ${people.name})` }).from(people).where(eq(people.id, company)),
    db.select({ colors: themes.colors, logoMenu: themes.logoMenu, logoLogin: themes.logoLogin, favicon: themes.favicon }).from(themes).where(eq(themes.company, company)),
    db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.company, company)).orderBy(asc(companyDomains.id)),
  ]);
  return {
    name: who?.name ?? '',
    colors: theme?.colors ?? null,
    logo: theme?.logoMenu ?? theme?.logoLogin ?? null,
    favicon: theme?.favicon ?? null,
    origin: publicOrigin(
      domains.map((d) => d.domain),
      input.ctx.appDomain,
      input.settings.publicUrl,
    ),
  };
}

interface Shop {
  company: number;
  frame: Frame;
  headers: Record<string, string>;
}

/** The company of the host and the page's frame; null when no company has a shop here. */
async function shopOf(input: PageInput, here: string): Promise<Shop | null> {
  const company = await companyOfHost(input.db, input.ctx.appDomain);
  if (company === null) return null;
  const { locale, headers } = localeOf(input);
  const front = await frontOf(input.db, company, input);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) if (typeof value === 'string') query.set(key, value);
  const url = new URL(`${here}${query.size ? `?${query}` : ''}`, front.origin);
  return { company, headers, frame: { locale, t: SHOP_TEXTS[locale], front, script: input.asset('src/shop/shop.ts'), here: url } };
}

const noShop: PageAnswer = { status: 404, html: '<!doctype html><title>404</title><h1>404</h1>' };

function notFound(shop: Shop, message: string): PageAnswer {
  const { frame } = shop;
  const html = layout(frame, { title: `${frame.t.pageNotFound} | ${frame.front.name}`, description: message, canonical: '/shop' }, notFoundMain(frame, message));
  return { status: 404, html, headers: shop.headers };
}

const positiveInt = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** /shop and /shop/grupo-produto/:id: a page of products (search, family, page in the address). */
async function productsPage(input: PageInput, grupoParam?: string): Promise<PageAnswer> {
  const here = grupoParam === undefined ? '/shop' : `/shop/grupo-produto/${grupoParam}`;
  const shop = await shopOf(input, here);
  if (!shop) return noShop;
  const { frame, company } = shop;
  const { t } = frame;
  const grupo = grupoParam === undefined ? undefined : positiveInt(grupoParam);
  if (grupoParam !== undefined && !grupo) return notFound(shop, t.empty);
  const parsed = shopQuerySchema.safeParse({
    busca: typeof input.query.busca === 'string' ? input.query.busca.slice(0, 100) : undefined,
    familia: grupo ? undefined : positiveInt(input.query.familia),
    grupo,
    pagina: positiveInt(input.query.pagina) ?? 1,
    porPagina: SHOP_PAGE_SIZE,
  });
  const query = parsed.success ? parsed.data : { pagina: 1, porPagina: SHOP_PAGE_SIZE };
  const [page, categories] = await Promise.all([listShopProducts(input.db, company, query), shopCategories(input.db, company)]);
  const group = grupo ? categories.grupos.find((g) => g.id === grupo) : undefined;
  if (grupo && !group) return notFound(shop, t.empty);
  const busca = query.busca?.trim();
  const title = group?.nome ?? (busca ? shopText(t.resultsFor, { busca }) : t.title);
  const pages = Math.max(1, Math.ceil(page.total / SHOP_PAGE_SIZE));
  const canonical = new URL(here, frame.front.origin);
  if (!grupo && query.familia) canonical.searchParams.set('familia', String(query.familia));
  if (query.pagina > 1) canonical.searchParams.set('pagina', String(query.pagina));
  const first = page.produtos.find((p) => p.ImConteudo);
  const html = layout(
    frame,
    {
      title: `${title} | ${frame.front.name}`,
      description: `${frame.front.name}: ${page.produtos.slice(0, 6).map((p) => p.NmProduto).join(', ')}`,
      canonical: `${canonical.pathname}${canonical.search}`,
      image: first?.ImConteudo ?? null,
    },
    productsMain(frame, { title, page, pages, familias: grupo ? null : categories.familias, familia: grupo ? null : (query.familia ?? null) }),
  );
  return { html, headers: shop.headers };
}

export const shopPages = [
  definePage({ path: '/shop', render: (input) => productsPage(input) }),

  definePage({ path: '/shop/grupo-produto/:id', render: (input) => productsPage(input, input.params.id) }),

  definePage({
    path: '/shop/categorias',
    render: async (input) => {
      const shop = await shopOf(input, '/shop/categorias');
      if (!shop) return noShop;
      const { frame } = shop;
      const categories = await shopCategories(input.db, shop.company);
      const names = [...categories.familias, ...categories.grupos].map((c) => c.nome);
      const html = layout(frame, { title: `${frame.t.categories} | ${frame.front.name}`, description: `${frame.front.name}: ${names.join(', ')}`, canonical: '/shop/categorias' }, categoriesMain(frame, categories));
      return { html, headers: shop.headers };
    },
  }),

  definePage({
    path: '/catalogo/produtos/:cdChamadaProduto',
    render: async (input) => {
      const code = input.params.cdChamadaProduto ?? '';
      const shop = await shopOf(input, productHref(code));
      if (!shop) return noShop;
      const { frame } = shop;
      const product = code.length <= 30 ? await shopProduct(input.db, shop.company, code).catch(() => null) : null;
      if (!product) return notFound(shop, frame.t.notFound);
      const availability = product.disponibilidade === 'em_estoque' ? frame.t.inStock : frame.t.onOrder;
      const html = layout(
        frame,
        {
          title: `${product.NmProduto} | ${frame.front.name}`,
          description: `${product.DsProduto ?? product.NmProduto} — ${formatMoney(product.VlPreco, frame.locale)} (${availability.toLowerCase()})`,
          canonical: productHref(product.CdChamada),
          image: product.ImConteudo,
          type: 'product',
        },
        productMain(frame, product),
      );
      return { html, headers: shop.headers };
    },
  }),
];
