import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { documentKind, notificationColumns, shopCartViolations, shopReviewClaim, shopReviewNote, type ShopReviewClaim, type ShopCategories, type ShopOrderAnswer, type ShopOrderInput, type ShopPage, type ShopProduct, type ShopQuery } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { advisoryLock } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationError } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { matchesText } from '../../platform/db/search.ts';
import { acoes, notifyUsers, regraAcoes, regras, rotas, usuarioRegras, users } from '../admin/index.ts';
import { estoqueSaldos, familiaProdutos, grupoProdutos, produtos, tipoMedidas } from '../catalogo/index.ts';
import { createClient, createPerson, people, peopleLinks } from '../pessoas/index.ts';
import { addItem, createQuote, pedidoVenda } from '../vendas/index.ts';
import { lojaProdutos } from './loja.table.ts';
import { publicationViolations } from './loja.rules.ts';

/**
 * The public shop: only what a visitor may see of the products a company publishes (no cost, no stock
 * quantity, nothing of another company), and the cart that becomes an open quote of that company.
 */

const onSale = (company: number) => and(eq(lojaProdutos.company, company), eq(lojaProdutos.StPublicado, true), eq(produtos.StAtivo, true));

// Available when some balance of the product has stock not promised to an order; the visitor never sees how much.
const available = sql<boolean>`exists (select 1 from ${estoqueSaldos} s where s.id_produto = ${produtos.IdProduto} and s.qt_estoque > s.qt_reservada)`;

const productColumns = {
  CdChamada: produtos.CdChamada,
  NmProduto: produtos.NmProduto,
  DsProduto: sql<string | null>`coalesce(${lojaProdutos.DsLoja}, ${produtos.NmCurto})`,
  ImConteudo: produtos.ImConteudo,
  VlPreco: lojaProdutos.VlPreco,
  CdSigla: tipoMedidas.CdSigla,
  emEstoque: available,
  IdFamiliaProduto: produtos.IdFamiliaProduto,
  NmFamiliaProduto: familiaProdutos.NmFamiliaProduto,
  IdGrupoProduto: produtos.IdGrupoProduto,
  NmGrupoProduto: grupoProdutos.NmGrupoProduto,
};

function shopRows(db: Executor, where: SQL | undefined) {
  return db
    .select(productColumns)
    .from(lojaProdutos)
    .innerJoin(produtos, eq(produtos.IdProduto, lojaProdutos.IdProduto))
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .leftJoin(familiaProdutos, eq(familiaProdutos.IdFamiliaProduto, produtos.IdFamiliaProduto))
    .leftJoin(grupoProdutos, eq(grupoProdutos.IdGrupoProduto, produtos.IdGrupoProduto))
    .where(where);
}

function toShopProduct({ emEstoque, ...row }: Awaited<ReturnType<typeof shopRows>>[number]): ShopProduct {
  return { ...row, disponibilidade: emEstoque ? 'em_estoque' : 'sob_encomenda' };
}

function filtersOf(company: number, query: Pick<ShopQuery, 'busca' | 'familia' | 'grupo'>): SQL | undefined {
  const busca = query.busca?.trim();
  return and(
    onSale(company),
    query.familia ? eq(produtos.IdFamiliaProduto, query.familia) : undefined,
    query.grupo ? eq(produtos.IdGrupoProduto, query.grupo) : undefined,
    // Accent-blind: "acucar" finds "Açúcar"; the main code too.
    busca ? or(matchesText(produtos.NmProdutoBusca, busca), sql`lower(${produtos.CdChamada}) like lower(${`${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`) : undefined,
  );
}

/** GET /shop/produtos: a page of the published products, by name. */
export async function listShopProducts(db: Executor, company: number, query: ShopQuery): Promise<ShopPage> {
  const where = filtersOf(company, query);
  const [rows, [{ total }]] = await Promise.all([
    shopRows(db, where)
      .orderBy(asc(produtos.NmProduto), asc(produtos.IdProduto))
      .limit(query.porPagina)
      .offset((query.pagina - 1) * query.porPagina),
    db
      .select({ total: count() })
      .from(lojaProdutos)
      .innerJoin(produtos, eq(produtos.IdProduto, lojaProdutos.IdProduto))
      .where(where),
  ]);
  return { produtos: rows.map(toShopProduct), total, pagina: query.pagina, porPagina: query.porPagina };
}

/** GET /shop/produtos/{cdChamada}: one published product of the company, else 404 (as another company's). */
export async function shopProduct(db: Executor, company: number, code: string): Promise<ShopProduct> {
  const [row] = await shopRows(db, and(onSale(company), eq(produtos.CdChamada, code))).limit(1);
  if (!row) throw notFound();
  return toShopProduct(row);
}

/** GET /shop/categorias: the families and groups that have published products, with how many. */
export async function shopCategories(db: Executor, company: number): Promise<ShopCategories> {
  const familias = await db
    .select({ id: familiaProdutos.IdFamiliaProduto, nome: familiaProdutos.NmFamiliaProduto, produtos: count() })
    .from(lojaProdutos)
    .innerJoin(produtos, eq(produtos.IdProduto, lojaProdutos.IdProduto))
    .innerJoin(familiaProdutos, eq(familiaProdutos.IdFamiliaProduto, produtos.IdFamiliaProduto))
    .where(onSale(company))
    .groupBy(familiaProdutos.IdFamiliaProduto, familiaProdutos.NmFamiliaProduto)
    .orderBy(asc(familiaProdutos.NmFamiliaProduto));
  const grupos = await db
    .select({ id: grupoProdutos.IdGrupoProduto, nome: grupoProdutos.NmGrupoProduto, produtos: count() })
    .from(lojaProdutos)
    .innerJoin(produtos, eq(produtos.IdProduto, lojaProdutos.IdProduto))
    .innerJoin(grupoProdutos, eq(grupoProdutos.IdGrupoProduto, produtos.IdGrupoProduto))
    .where(onSale(company))
    .groupBy(grupoProdutos.IdGrupoProduto, grupoProdutos.NmGrupoProduto)
    .orderBy(asc(grupoProdutos.NmGrupoProduto));
  return { familias, grupos };
}

/** Who a shop order is for: the client's person, and whether it is a contact awaiting review. */
interface ShopClient {
  id: number;
  salesRep: number | null;
  /** What the order claimed when the contact must be reviewed before it is served (its note, the quote's and the notice's line). */
  claimed: ShopReviewClaim | null;
}

/**
 * The visitor's client record. A document nobody has: a new client (the anonymous form's rules). A document of an
 * existing client: that client only when the order comes signed in as that client (`signedIn`, the person of the
 * session's user); otherwise anyone could place orders in a known client's name, so the order goes to a new
 * contact without the document, whose note says what was claimed, for a salesperson to review. The same for a
 * document the company holds for someone not its client (a supplier): refusing it would tell a visitor whom the
 * company deals with, and a supplier may buy too.
 */
async function clientOf({ db, audit }: UseCase, company: number, cliente: ShopOrderInput['cliente'], signedIn: number | null): Promise<ShopClient> {
  // Two orders at once with the same new document: the second waits for the first's client, then finds it.
  await advisoryLock(db, 'shop_client_document', `${company}:${cliente.document}`);
  // Whoever of the company has the document (a client, or a supplier, an employee...): the document is taken either way.
  const [found] = await db
    .select({ id: people.id, salesRep: people.salesRep, name: people.name, client: sql<boolean>`${peopleLinks.id} is not null` })
    .from(people)
    .leftJoin(peopleLinks, and(eq(peopleLinks.people, people.id), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'client')))
    .where(and(eq(people.company, company), eq(people.document, cliente.document)))
    .limit(1);
  if (found?.client && found.id === signedIn) return { id: found.id, salesRep: found.salesRep, claimed: null };
  if (found) {
    const claimed = shopReviewClaim(cliente.document, found.name);
    const review = shopReviewNote(claimed);
    const id = await createPerson(
      db,
      company,
      {
        name: cliente.name,
        alias: cliente.alias || null,
        peopleType: documentKind(cliente.document) === 'CPF' ? 'F' : 'J',
        note: review,
        emails: cliente.email ? [cliente.email] : [],
        phones: cliente.phone ? [{ ddd: cliente.phone.slice(0, 2), phone: cliente.phone.slice(2) }] : [],
      },
      'client',
    );
    await audit({ entity: 'People', id, action: 'create', company, after: { id, name: cliente.name, note: review } });
    return { id, salesRep: null, claimed };
  }
  const id = await createClient(
    db,
    company,
    {
      name: cliente.name,
      document: cliente.document,
      alias: cliente.alias,
      ie: cliente.ie,
      contributorType: cliente.contributorType,
      addresses: cliente.address ? [cliente.address] : [],
      emails: cliente.email ? [{ email: cliente.email }] : [],
      phones: cliente.phone ? [{ ddd: cliente.phone.slice(0, 2), phone: cliente.phone.slice(2) }] : [],
    },
    null,
  );
  return { id, salesRep: null, claimed: null };
}

/**
 * Who answers a shop order: the client's representative when they are a user of the company; otherwise every
 * active user whose profile in the company may change quotes (pedido_vendas update) or is the admin profile.
 */
async function salespeople(db: Tx, company: number, salesRep: number | null): Promise<number[]> {
  if (salesRep) {
    const reps = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'employee')))
      .where(and(eq(users.people, salesRep), eq(users.active, true)));
    if (reps.length) return reps.map((r) => r.id);
  }
  const granted = await db
    .selectDistinct({ id: users.id })
    .from(usuarioRegras)
    .innerJoin(users, eq(users.id, usuarioRegras.user))
    .innerJoin(regras, eq(regras.id, usuarioRegras.regra))
    .where(
      and(
        eq(usuarioRegras.company, company),
        eq(users.active, true),
        or(
          eq(regras.admin, true),
          sql`exists (select 1 from ${regraAcoes} ra join ${acoes} a on a.id = ra.acao_id join ${rotas} r on r.id = a.rota_id
                      where ra.regra_id = ${regras.id} and r.chave = 'pedido_vendas' and a.acao = 'update')`,
        ),
      ),
    )
    .orderBy(asc(users.id));
  return granted.map((g) => g.id);
}

/**
 * A service's violations on the cart's line `index` (QtPedida -> itens.2.QtPedida). A public price below the least a
 * salesperson may give (the markup's suggested price less the discount limit) is refused on the product, without
 * that least price: it is price formation, which the visitor never sees.
 */
function onLine(error: unknown, index: number): never {
  if (error instanceof AppError && error.code === 'validation') {
    throw validationError(
      error.violations.map((v) =>
        v.message === 'price_below_limit'
          ? { propertyPath: `itens.${index}.CdChamada`, message: 'loja_item_unavailable' }
          : { ...v, propertyPath: `itens.${index}.${v.propertyPath === 'IdProduto' ? 'CdChamada' : v.propertyPath}` },
      ),
    );
  }
  throw error;
}

/**
 * POST /shop/pedidos: the cart becomes an open quote of the host's company, at its public prices, for the
 * client matched by document (or created), and the salespeople are notified. All in the caller's transaction.
 */
export async function placeShopOrder(op: UseCase, company: number, input: ShopOrderInput): Promise<ShopOrderAnswer> {
  const { db } = op;
  const codes = input.itens.map((i) => i.CdChamada);
  const published = await db
    .select({ IdProduto: produtos.IdProduto, CdChamada: produtos.CdChamada, VlPreco: lojaProdutos.VlPreco, TpUnidade: tipoMedidas.TpUnidade })
    .from(lojaProdutos)
    .innerJoin(produtos, eq(produtos.IdProduto, lojaProdutos.IdProduto))
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(and(onSale(company), inArray(produtos.CdChamada, codes)));
  const byCode = new Map(published.map((p) => [p.CdChamada, p]));
  const refused = shopCartViolations(input.itens, new Map(published.map((p) => [p.CdChamada, p.TpUnidade])));
  if (refused.length) throw validationError(refused);
  const client = await clientOf(op, company, input.cliente, op.ctx.user?.people ?? null);
  const sellers = await salespeople(db, company, client.salesRep);
  const CodPedido = await createQuote(op, company, {
    IdCliente: client.id,
    IdRepresentante: sellers.length === 1 ? sellers[0] : null,
    DsObservacao: ['Pedido pela loja virtual.', client.claimed && shopReviewNote(client.claimed), input.DsObservacao].filter(Boolean).join('\n'),
  });
  for (const [i, item] of input.itens.entries()) {
    const product = byCode.get(item.CdChamada)!;
    await addItem(op, company, { CodPedido, IdProduto: product.IdProduto, QtPedida: item.QtPedida, VlUnitario: product.VlPreco, PcDesconto: '0' }).catch((e: unknown) => onLine(e, i));
  }
  const [order] = await db.select({ VlTotal: pedidoVenda.VlTotal, Cliente: pedidoVenda.Cliente }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, CodPedido));
  const who = order.Cliente ?? input.cliente.name;
  const text = notificationColumns(
    client.claimed
      ? {
          title: { key: 'notify_loja_pedido_revisar', params: { order: CodPedido } },
          body: { key: 'notify_loja_pedido_corpo_revisar', params: { client: who, ...client.claimed, review: 'loja_contato_revisar' } },
        }
      : { title: { key: 'notify_loja_pedido', params: { order: CodPedido } }, body: { key: 'notify_loja_pedido_corpo', params: { client: who } } },
  );
  await notifyUsers(
    db,
    sellers.map((user) => ({ company, user, ...text, link: `/orcamentos/orcamento_detalhes/${CodPedido}` })),
  );
  return { CodPedido, VlTotal: order.VlTotal };
}

/**
 * POST /loja_produtos/publicacao: publishes or unpublishes the chosen products, all or nothing: each must be the
 * company's and, to be published, priced above zero. Products never priced have nothing to unpublish.
 */
export async function setPublication({ db, audit }: UseCase, companies: number[], ids: number[], publish: boolean): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  const owned = await db
    .select({ IdProduto: produtos.IdProduto })
    .from(produtos)
    .where(and(inArray(produtos.IdProduto, unique), companies.length ? inArray(produtos.company, companies) : sql`false`));
  // The price table's rows, locked: a price changed meanwhile waits for this transaction.
  const priced = await db
    .select({ IdLojaProduto: lojaProdutos.IdLojaProduto, IdProduto: lojaProdutos.IdProduto, company: lojaProdutos.company, VlPreco: lojaProdutos.VlPreco, StPublicado: lojaProdutos.StPublicado })
    .from(lojaProdutos)
    .where(inArray(lojaProdutos.IdProduto, owned.map((o) => o.IdProduto)))
    .orderBy(asc(lojaProdutos.IdLojaProduto))
    .for('update');
  const prices = new Map(priced.map((p) => [p.IdProduto, p.VlPreco]));
  const violations = publicationViolations(
    unique,
    owned.map((o) => ({ IdProduto: o.IdProduto, VlPreco: prices.get(o.IdProduto) ?? null })),
    publish,
  );
  if (violations.length) throw validationError(violations);
  const changed = priced.filter((p) => p.StPublicado !== publish);
  if (changed.length) {
    await db
      .update(lojaProdutos)
      .set({ StPublicado: publish })
      .where(inArray(lojaProdutos.IdLojaProduto, changed.map((c) => c.IdLojaProduto)));
  }
  for (const row of changed) await audit({ entity: 'LojaProduto', id: row.IdLojaProduto, action: 'update', company: row.company, before: row, after: { ...row, StPublicado: publish } });
  return { updated: changed.length };
}
