/**
 * The shop's rules as pure functions: the public address of a company's pages, the pages of the pager, the text
 * colour over the company's colour, and what publishing products needs.
 */
import { publishNeedsPrice } from '@backoffice/domain';
import type { Violation } from '../../platform/http/errors.ts';

/**
 * The origin of a company's public pages (their canonical address): the company's own domain — the one the
 * visitor used when it is one of the company's, else its first — with the scheme and port of the installation's
 * public address (PUBLIC_URL). Never the address the request happened to come by (an IP, a proxy's name).
 */
export function publicOrigin(domains: readonly string[], requestDomain: string, publicUrl: string): string {
  const url = new URL(publicUrl);
  const domain = domains.includes(requestDomain) ? requestDomain : domains[0];
  if (domain) url.hostname = domain;
  return url.origin;
}

/** The page numbers a pager shows: all when few, else the first, the last and two around the current one (null: a gap). */
export function pagesAround(page: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

export { onBrand } from '../../platform/pages/brand.ts';

/** What publishing knows of a product: whether it is the company's, and its row in the price table. */
export interface PublishRow {
  IdProduto: number;
  VlPreco: string | null;
}

/**
 * The violations of publishing (or unpublishing) products at once, at `produtos[<id>]` as the bulk change of the
 * catalogue words them: a product not of the company; published without a price above zero.
 */
export function publicationViolations(ids: readonly number[], rows: readonly PublishRow[], publish: boolean): Violation[] {
  const byId = new Map(rows.map((r) => [r.IdProduto, r]));
  return [...new Set(ids)].flatMap((id): Violation[] => {
    const row = byId.get(id);
    if (!row) return [{ propertyPath: `produtos[${id}]`, message: 'product_not_found' }];
    return publishNeedsPrice(publish, row.VlPreco) ? [{ propertyPath: `produtos[${id}].VlPreco`, message: 'loja_price_required' }] : [];
  });
}
