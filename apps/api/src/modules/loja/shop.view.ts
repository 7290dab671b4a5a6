import fs from 'node:fs';
import { formatMoney, shopText, UF_SIGLAS, type Locale, type ShopCategories, type ShopCategory, type ShopPage, type ShopProduct, type ShopTexts } from '@backoffice/domain';
import { html, jsonBlock, raw, type Html } from '../../platform/pages/html.ts';
import { onBrand, pagesAround } from './loja.rules.ts';
import { themeColor } from '../../platform/pages/brand.ts';

/**
 * The public shop's pages, written whole by the server: header with the company's logo, colours and search, the
 * products with their prices and availability, the categories, a product, and the cart's dialog, which the small
 * script of `apps/web/src/shop/shop.ts` brings to life. Pure functions of what the page shows.
 */

// Read once: a few kilobytes inlined in every page, so the first paint needs no second request.
const STYLES = fs.readFileSync(new URL('./shop.css', import.meta.url), 'utf8').replace(/\s*\n\s*/g, '').replace(/\/\*.*?\*\//g, '');

/** The company as its shop shows it. */
export interface ShopFront {
  name: string;
  /** Theme colours (primary is the shop's colour). */
  colors: Record<string, string> | null;
  logo: string | null;
  favicon: string | null;
  /** The company's public address, e.g. https://loja.empresa.com.br (its domain). */
  origin: string;
}

/** What every page of the shop knows: who, in which language, where. */
export interface Frame {
  locale: Locale;
  t: ShopTexts;
  front: ShopFront;
  /** The cart script's URL (null without a web build: the pages still show everything). */
  script: string | null;
  /** Path and query of this page (the language links keep them). */
  here: URL;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path (and query) of the page's canonical address, on the company's own origin. */
  canonical: string;
  image?: string | null;
  type?: 'website' | 'product';
}

const ICON_CART = raw(
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="6" cy="19" r="2"/><circle cx="17" cy="19" r="2"/><path d="M17 17H6V3H4M6 5l14 1-1 7H6"/></svg>',
);

const LANGS: Array<{ locale: Locale; label: string }> = [
  { locale: 'pt-BR', label: 'PT' },
  { locale: 'en-US', label: 'EN' },
  { locale: 'es', label: 'ES' },
];

export const productHref = (code: string) => `/catalogo/produtos/${encodeURIComponent(code)}`;
const thumbnailOf = (image: string) => `${image}/miniatura`;
const absolute = (origin: string, pathOrUrl: string) => (/^https?:/.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

function money(frame: Frame, value: string): string {
  return formatMoney(value, frame.locale);
}

function langLink(frame: Frame, locale: Locale, label: string): Html {
  const url = new URL(frame.here);
  url.searchParams.set('lang', locale);
  return html`<a href="${url.pathname}${url.search}" hreflang="${locale}" lang="${locale}"${locale === frame.locale ? raw(' aria-current="true"') : ''}>${label}</a>`;
}

/** The texts the cart script needs, in the page's language. */
function scriptTexts(t: ShopTexts) {
  const keys = ['cartCountOne', 'cartCountOther', 'quantityOf', 'remove', 'added', 'sent', 'sentDetail', 'fixErrors', 'sendFailed', 'sending', 'send', 'cepNotFound', 'cepFilled'] as const;
  return Object.fromEntries(keys.map((k) => [k, t[k]]));
}

function field(id: string, name: string, label: string, input: Html, wide = ''): Html {
  return html`<div class="field ${wide}"><label for="${id}">${label}</label>${input}<small class="err" id="${id}-err" data-error-for="${name}"></small></div>`;
}

function textField(name: string, label: string, options: { type?: string; autocomplete?: string; required?: boolean; inputmode?: string; wide?: string; max?: number } = {}): Html {
  const id = `f-${name.replace(/\W+/g, '-')}`;
  const input = html`<input id="${id}" name="${name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete ?? 'off'}"${options.inputmode ? html` inputmode="${options.inputmode}"` : ''}${options.max ? html` maxlength="${options.max}"` : ''}${options.required ? raw(' required aria-required="true"') : ''} aria-describedby="${id}-err">`;
  return field(id, name, options.required ? `${label} *` : label, input, options.wide ?? '');
}

/** The cart: its lines (filled by the script from the visitor's browser), the visitor's data and "send order". */
function cartDialog(frame: Frame): Html {
  const { t } = frame;
  const uf = html`<select id="f-cliente-address-uf" name="cliente.address.uf" required aria-required="true" aria-describedby="f-cliente-address-uf-err"><option value=""></option>${UF_SIGLAS.map((s) => html`<option>${s}</option>`)}</select>`;
  return html`<dialog id="cart" class="cart" aria-labelledby="cart-title">
<div class="cart-head"><h2 id="cart-title">${t.cart}</h2><button type="button" class="icon" data-cart-close aria-label="${t.close}">×</button></div>
<div class="cart-body">
<p class="muted" data-cart-empty>${t.cartEmpty}</p>
<div data-cart-sent hidden role="status" data-testid="shop-order-sent" class="sent"><p class="sent-title" data-sent-title></p><p class="muted" data-sent-detail></p><button type="button" class="btn light" data-cart-continue>${t.continue}</button></div>
<form data-cart-form novalidate hidden>
<ul class="lines" data-cart-lines></ul>
<p class="total"><span>${t.cartTotal}</span><strong data-cart-total data-testid="cart-total"></strong></p>
<h3 class="divider">${t.yourData}</h3>
<div class="alert" role="alert" data-cart-error hidden></div>
<div class="fields">
${textField('cliente.name', t.name, { autocomplete: 'name', required: true, wide: 'w7', max: 200 })}
${textField('cliente.document', t.document, { inputmode: 'numeric', required: true, wide: 'w5', max: 18 })}
${textField('cliente.email', t.email, { type: 'email', autocomplete: 'email', required: true, wide: 'w7', max: 200 })}
${textField('cliente.phone', t.phone, { type: 'tel', autocomplete: 'tel', required: true, wide: 'w5', max: 16 })}
</div>
<h3 class="divider">${t.address}</h3>
<div class="fields">
${textField('cliente.address.cep', t.cep, { inputmode: 'numeric', autocomplete: 'postal-code', required: true, wide: 'w4', max: 9 })}
<p class="muted hint w8" data-cep-status aria-live="polite"></p>
${textField('cliente.address.street', t.street, { autocomplete: 'address-line1', required: true, wide: 'w8', max: 255 })}
${textField('cliente.address.number', t.number, { required: true, wide: 'w4', max: 20 })}
${textField('cliente.address.complement', t.complement, { autocomplete: 'address-line2', wide: 'w6', max: 255 })}
${textField('cliente.address.district', t.district, { required: true, wide: 'w6', max: 255 })}
${textField('cliente.address.city', t.city, { autocomplete: 'address-level2', required: true, wide: 'w8', max: 255 })}
${field('f-cliente-address-uf', 'cliente.address.uf', `${t.uf} *`, uf, 'w4')}
<input type="hidden" name="cliente.address.cityIbge"><input type="hidden" name="cliente.address.streetType">
</div>
<div class="field"><label for="f-note">${t.note}</label><textarea id="f-note" name="DsObservacao" rows="2" maxlength="2000"></textarea></div>
<button type="submit" class="btn wide" data-cart-send>${t.send}</button>
</form>
</div>
</dialog>
<template id="cart-line"><li class="line" data-testid="cart-line"><div class="line-text"><strong data-line-name></strong><small class="muted" data-line-detail></small></div><input type="number" min="1" max="9999" step="1" inputmode="numeric" data-line-qty><button type="button" class="icon danger" data-line-remove>×</button></li></template>
<div class="toast" role="status" aria-live="polite" data-toast hidden></div>
<script type="application/json" id="shop-texts">${jsonBlock({ locale: frame.locale, ...scriptTexts(t) })}</script>`;
}

/** The whole document: head (title, description, canonical, Open Graph, inline styles), header, the page, the cart. */
export function layout(frame: Frame, meta: PageMeta, main: Html): string {
  const { t, front } = frame;
  const color = (key: string, fallback: string) => themeColor(front.colors, key, fallback);
  const brand = color('primary', '#1c7ed6');
  const canonical = `${front.origin}${meta.canonical}`;
  const image = meta.image ? absolute(front.origin, meta.image) : null;
  const vars = `:root{--brand:${brand};--on-brand:${onBrand(brand)};--page-bg:${color('background', '#f8f9fa')};--page-text:${color('text', '#212529')}}`;
  return `<!doctype html>${html`<html lang="${frame.locale}"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${meta.title}</title>
<meta name="description" content="${meta.description}">
<link rel="canonical" href="${canonical}">
<meta property="og:url" content="${canonical}">
<meta property="og:type" content="${meta.type ?? 'website'}">
<meta property="og:site_name" content="${front.name}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">
${image ? html`<meta property="og:image" content="${image}">
<meta name="twitter:card" content="summary_large_image">` : html`<meta name="twitter:card" content="summary">`}
<meta name="theme-color" content="${brand}">
<link rel="icon" href="${front.favicon ?? 'data:,'}">
<style>${raw(vars)}${raw(STYLES)}</style>
${frame.script ? html`<script type="module" src="${frame.script}"></script>` : ''}
</head><body>
<header class="top"><div class="wrap bar">
<a class="brand${front.logo ? ' has-logo' : ''}" href="/shop" data-testid="shop-brand">${front.logo ? html`<img src="${front.logo}" alt="" height="36">` : ''}<span>${front.name}</span></a>
<form role="search" class="search" action="/shop" method="get"><input type="search" name="busca" aria-label="${t.search}" placeholder="${t.searchPlaceholder}" value="${frame.here.searchParams.get('busca') ?? ''}" maxlength="100"></form>
<nav class="actions"><a class="btn subtle" href="/shop/categorias">${t.categories}</a><button type="button" class="btn" data-cart-open aria-label="${shopText(t.cartCountOther, { count: 0 })}">${ICON_CART}<span class="cart-label">${t.cart}</span><span class="count" data-cart-count hidden></span></button><span class="langs" role="group" aria-label="${t.language}">${LANGS.map((l) => langLink(frame, l.locale, l.label))}</span></nav>
</div></header>
<main class="wrap main">${main}</main>
${cartDialog(frame)}
</body></html>`}`;
}

function availability(t: ShopTexts, product: ShopProduct): Html {
  return product.disponibilidade === 'em_estoque' ? html`<span class="badge ok">${t.inStock}</span>` : html`<span class="badge order">${t.onOrder}</span>`;
}

/** The data the cart keeps of a product (what the page showed when it was added). */
function addButton(frame: Frame, product: ShopProduct, className: string, label: string, quantityInput?: string): Html {
  return html`<button type="button" class="${className}" aria-label="${frame.t.addToCart}" data-add data-code="${product.CdChamada}" data-name="${product.NmProduto}" data-price="${product.VlPreco}" data-unit="${product.CdSigla}"${quantityInput ? html` data-qty="${quantityInput}"` : ''}>${label}</button>`;
}

function price(frame: Frame, product: ShopProduct, className = 'price'): Html {
  return html`<p class="${className}" data-testid="shop-price">${money(frame, product.VlPreco)}<small> / ${product.CdSigla}</small></p>`;
}

/** A product of the grid: picture (the first row's at once, the others when scrolled to), code, name, price, availability. */
function card(frame: Frame, product: ShopProduct, index: number): Html {
  const href = productHref(product.CdChamada);
  const eager = index < 4;
  const picture = product.ImConteudo
    ? html`<img src="${thumbnailOf(product.ImConteudo)}" alt="" width="128" height="128" loading="${eager ? 'eager' : 'lazy'}" decoding="async"${index === 0 ? raw(' fetchpriority="high"') : ''}>`
    : html`<span class="nopic"></span>`;
  return html`<article class="card" data-testid="shop-product"><a class="pic" href="${href}" tabindex="-1" aria-hidden="true">${picture}</a><p class="code">${product.CdChamada}</p><h2 class="name"><a href="${href}">${product.NmProduto}</a></h2>${price(frame, product)}${availability(frame.t, product)}${addButton(frame, product, 'btn light add', `+ ${frame.t.add}`)}</article>`;
}

function pager(frame: Frame, page: number, pages: number): Html {
  if (pages <= 1) return html``;
  const link = (n: number) => {
    const url = new URL(frame.here);
    url.searchParams.delete('lang');
    if (n > 1) url.searchParams.set('pagina', String(n));
    else url.searchParams.delete('pagina');
    return `${url.pathname}${url.search}`;
  };
  const items = pagesAround(page, pages).map((n) =>
    n === null ? html`<span class="gap">…</span>` : n === page ? html`<a href="${link(n)}" aria-current="page">${n}</a>` : html`<a href="${link(n)}">${n}</a>`,
  );
  return html`<nav class="pager" aria-label="${frame.t.pages}">${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">‹ ${frame.t.previous}</a>` : ''}${items}${page < pages ? html`<a href="${link(page + 1)}" rel="next">${frame.t.next} ›</a>` : ''}</nav>`;
}

function totalText(t: ShopTexts, total: number): string {
  return shopText(total === 0 ? t.totalZero : total === 1 ? t.totalOne : t.totalOther, { count: total });
}

export interface ProductsView {
  title: string;
  page: ShopPage;
  pages: number;
  /** Family chips (not on a group's page). */
  familias: ShopCategory[] | null;
  familia: number | null;
}

/** /shop and /shop/grupo-produto/:id: the products, by name, with the family chips, search and pages. */
export function productsMain(frame: Frame, view: ProductsView): Html {
  const { t } = frame;
  const chips = view.familias?.length
    ? html`<nav class="chips" aria-label="${t.families}"><a href="/shop"${view.familia ? '' : raw(' aria-current="page"')}>${t.allFamilies}</a>${view.familias.map((f) => html`<a href="/shop?familia=${f.id}"${view.familia === f.id ? raw(' aria-current="page"') : ''}>${f.nome}</a>`)}</nav>`
    : '';
  const grid = view.page.total === 0 ? html`<p class="muted">${t.empty}</p>` : html`<div class="grid">${view.page.produtos.map((p, i) => card(frame, p, i))}</div>`;
  return html`<div class="head"><h1>${view.title}</h1><p class="muted" data-testid="shop-total">${totalText(t, view.page.total)}</p></div>${chips}${grid}${pager(frame, view.page.pagina, view.pages)}`;
}

function categoryList(title: string, items: ShopCategory[], href: (c: ShopCategory) => string): Html {
  if (!items.length) return html``;
  return html`<section class="cats"><h2>${title}</h2><ul>${items.map((c) => html`<li><a href="${href(c)}">${c.nome}</a><span class="count-badge">${c.produtos}</span></li>`)}</ul></section>`;
}

/** /shop/categorias: the families and the groups that have published products. */
export function categoriesMain(frame: Frame, categories: ShopCategories): Html {
  const { t } = frame;
  return html`<div class="head"><h1>${t.categories}</h1></div>${categoryList(t.families, categories.familias, (c) => `/shop?familia=${c.id}`)}${categoryList(t.groups, categories.grupos, (c) => `/shop/grupo-produto/${c.id}`)}`;
}

/** /catalogo/produtos/:cdChamadaProduto: one published product. */
export function productMain(frame: Frame, p: ShopProduct): Html {
  const { t } = frame;
  const picture = p.ImConteudo ? html`<img src="${p.ImConteudo}" alt="${p.NmProduto}" width="480" height="480" fetchpriority="high">` : html`<span class="nopic"></span>`;
  const links = [
    p.NmFamiliaProduto && p.IdFamiliaProduto ? html`<a href="/shop?familia=${p.IdFamiliaProduto}">${p.NmFamiliaProduto}</a>` : '',
    p.NmGrupoProduto && p.IdGrupoProduto ? html`<a href="/shop/grupo-produto/${p.IdGrupoProduto}">${p.NmGrupoProduto}</a>` : '',
  ];
  return html`<p><a href="/shop">‹ ${t.backToShop}</a></p><div class="product"><div class="product-pic">${picture}</div><div class="product-info">
<p class="muted">${t.code}: ${p.CdChamada}</p><h1>${p.NmProduto}</h1>${p.DsProduto ? html`<p>${p.DsProduto}</p>` : ''}${price(frame, p, 'price big')}
<p class="tags">${availability(t, p)}${links}</p>
<div class="buy"><div class="field"><label for="qty">${t.quantity}</label><input id="qty" type="number" min="1" max="9999" step="1" value="1" inputmode="numeric"></div>${addButton(frame, p, 'btn', t.addToCart, '#qty')}</div>
</div></div>`;
}

/** A product or page the shop does not have (404). */
export function notFoundMain(frame: Frame, message: string): Html {
  return html`<div class="head"><h1>${frame.t.pageNotFound}</h1></div><p class="alert">${message}</p><p><a class="btn" href="/shop">${frame.t.backToShop}</a></p>`;
}
