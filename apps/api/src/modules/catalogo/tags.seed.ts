import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { peopleLinks } from '../pessoas/index.ts';
import { produtos } from './catalogo.table.ts';
import { clienteTags, produtoTags, tags } from './tags.table.ts';

/**
 * Demo tags: product tags ('Promoção', 'Lançamento', 'Linha premium'), client tags ('Cliente VIP', 'Inadimplente')
 * and one for both ('Destaque'), on some products and clients picked deterministically; one tag of the other company.
 */
const TAGS: [string, string, string[]][] = [
  ['Promoção', '#E8590C', ['produto']],
  ['Lançamento', '#1C7ED6', ['produto']],
  ['Linha premium', '#7048E8', ['produto']],
  ['Cliente VIP', '#2F9E44', ['cliente']],
  ['Inadimplente', '#E03131', ['cliente']],
  ['Destaque', '#F59F00', ['cliente', 'produto']],
];

export async function seedTags(tx: Tx, companies: { main: number; other: number }): Promise<void> {
  const company = companies.main;
  const rows = await tx
    .insert(tags)
    .values(TAGS.map(([NmTag, CdCor, TpEntidades]) => ({ company, NmTag, CdCor, TpEntidades })))
    .returning({ IdTag: tags.IdTag, NmTag: tags.NmTag });
  const id = (name: string) => rows.find((r) => r.NmTag === name)!.IdTag;

  const products = await tx.select({ IdProduto: produtos.IdProduto }).from(produtos).where(eq(produtos.company, company)).orderBy(asc(produtos.IdProduto));
  const productLinks = products.flatMap(({ IdProduto }, i) => [
    ...(i % 9 === 0 ? [{ company, IdProduto, IdTag: id('Promoção') }] : []),
    ...(i % 14 === 3 ? [{ company, IdProduto, IdTag: id('Lançamento') }] : []),
    ...(i % 11 === 5 ? [{ company, IdProduto, IdTag: id('Linha premium') }] : []),
    ...(i % 25 === 7 ? [{ company, IdProduto, IdTag: id('Destaque') }] : []),
  ]);
  if (productLinks.length) await tx.insert(produtoTags).values(productLinks);

  const clients = await tx
    .select({ id: peopleLinks.people })
    .from(peopleLinks)
    .where(and(eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'client')))
    .orderBy(asc(peopleLinks.people));
  const clientLinks = clients.flatMap(({ id: IdPessoa }, i) => [
    ...(i % 8 === 0 ? [{ company, IdPessoa, IdTag: id('Cliente VIP') }] : []),
    ...(i % 13 === 4 ? [{ company, IdPessoa, IdTag: id('Inadimplente') }] : []),
    ...(i % 20 === 2 ? [{ company, IdPessoa, IdTag: id('Destaque') }] : []),
  ]);
  if (clientLinks.length) await tx.insert(clienteTags).values(clientLinks);

  await tx.insert(tags).values({ company: companies.other, NmTag: 'Promoção', CdCor: '#E8590C', TpEntidades: ['cliente', 'produto'] });
}
