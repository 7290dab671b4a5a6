import { and, asc, eq, sql } from 'drizzle-orm';
import { CFOP_PREFIX, cfopDaOperacao, consumidorFinalPadrao, consumidorFinalViolations, destinoOperacao, type OrcamentoNovo, type OrderPlace } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { validationError, violation } from '../../platform/http/errors.ts';
import { users } from '../admin/index.ts';
import { addresses, people, setores } from '../pessoas/index.ts';
import { operacoes, pedidoVenda, prazoFormaPagamentos } from './vendas.table.ts';

/**
 * What a quote's header derives from what the user chose, written by orcamentos.service.ts: the client's and
 * the sector's names, the representative's name, the operation's name and the CFOP of the destination, the
 * payment method among the term's, and the origin and destination cities the CFOP was chosen for.
 */

type Order = typeof pedidoVenda.$inferSelect;
type Header = Partial<typeof pedidoVenda.$inferInsert>;

interface Place extends OrderPlace {
  country: string | null;
}

/** A person's main address (the first one), as the order records it. */
export async function placeOf(db: Tx, person: number | null | undefined): Promise<Place | null> {
  if (!person) return null;
  const [a] = await db
    .select({ city: addresses.city, uf: addresses.uf, country: addresses.country })
    .from(addresses)
    .where(eq(addresses.people, person))
    .orderBy(asc(addresses.id))
    .limit(1);
  return a ?? null;
}

/** Who receives the goods: the destination when given, else the client. */
export const receiverOf = (o: { IdDestino?: number | null; IdCliente?: number | null }) => o.IdDestino ?? o.IdCliente ?? null;

/**
 * The header's stored columns from the input merged over the current order (a partial update keeps the rest):
 * names copied for the lists, the places, the operation's name and CFOP, the payment method. Violations of the
 * CFOP and the payment method are thrown on their fields.
 */
export async function headerColumns(db: Tx, company: number, input: Partial<OrcamentoNovo>, current?: Order): Promise<Header> {
  const { IdCliente, IdSetor, IdRepresentante, IdOperacao, CdCfop, DsFormaPagamento, StConsumidorFinal, ...rest } = input;
  const out: Header = { ...rest };
  if (IdCliente) {
    const [c] = await db.select({ name: people.name, document: people.document }).from(people).where(eq(people.id, IdCliente));
    Object.assign(out, { IdCliente, Cliente: c.name, NrDocumento: c.document });
  }
  if (IdSetor !== undefined) {
    const [s] = IdSetor ? await db.select({ name: setores.NmSetor }).from(setores).where(eq(setores.IdSetor, IdSetor)) : [];
    Object.assign(out, { IdSetor, NmSetor: s?.name ?? null });
  }
  if (IdRepresentante !== undefined) Object.assign(out, { IdRepresentante, Representante: await userName(db, IdRepresentante) });

  // Places: the company's address (origin) and the receiver's (destination), as they are now.
  const merged = { ...current, ...out };
  const origin = await placeOf(db, company);
  const destination = await placeOf(db, receiverOf(merged));
  Object.assign(out, {
    NmCidadeOrigem: origin?.city ?? null,
    IdUfOrigem: origin?.uf ?? null,
    NmCidadeDestino: destination?.city ?? null,
    IdUfDestino: destination?.uf ?? null,
  });

  // The final consumer: as chosen; else derived from the receiver's contributor type when the receiver changes
  // (or was never derived), so a new client brings its own default.
  const receiver = receiverOf(merged);
  const [who] = receiver ? await db.select({ type: people.contributorType }).from(people).where(eq(people.id, receiver)) : [];
  if (typeof StConsumidorFinal === 'boolean') out.StConsumidorFinal = StConsumidorFinal;
  else if (StConsumidorFinal === null || !current || current.StConsumidorFinal === null || receiver !== receiverOf(current)) {
    out.StConsumidorFinal = receiver ? consumidorFinalPadrao(who?.type) : null;
  }
  const finalViolations = consumidorFinalViolations(who?.type, out.StConsumidorFinal ?? current?.StConsumidorFinal);
  if (finalViolations.length) throw validationError(finalViolations);

  // The operation: its name, and the CFOP of the destination unless one is typed (which must fit the destination).
  const operationId = IdOperacao === undefined ? (current?.IdOperacao ?? null) : IdOperacao;
  if (IdOperacao !== undefined) out.IdOperacao = IdOperacao;
  const [op] = operationId ? await db.select().from(operacoes).where(and(eq(operacoes.IdOperacao, operationId), eq(operacoes.company, company))) : [];
  if (operationId && !op) throw violation('IdOperacao', 'record_not_in_company');
  if (op) out.DsOperacao = op.NmOperacao;
  const destino = destinoOperacao(origin?.uf, destination?.uf, destination?.country);
  if (CdCfop) {
    if (!CdCfop.startsWith(CFOP_PREFIX[destino])) throw violation('CdCfop', 'cfop_for_destination', { cfop: CdCfop, prefix: CFOP_PREFIX[destino] });
    out.CdCfop = CdCfop;
  } else if (op) {
    const chosen = cfopDaOperacao(op, origin?.uf, destination?.uf, destination?.country);
    if (!chosen) throw violation('IdOperacao', 'operation_without_export_cfop');
    out.CdCfop = chosen;
  } else if (CdCfop === null) out.CdCfop = null;

  // The payment method: one of the term's; a new term without a method takes the term's default.
  const term = out.IdPrazo === undefined ? (current?.IdPrazo ?? null) : out.IdPrazo;
  const methods = term ? await db.select().from(prazoFormaPagamentos).where(eq(prazoFormaPagamentos.IdPrazo, term)).orderBy(sql`${prazoFormaPagamentos.StPadrao} desc`, prazoFormaPagamentos.DsFormaPagamento) : [];
  const method = DsFormaPagamento === undefined ? (out.IdPrazo !== undefined && out.IdPrazo !== current?.IdPrazo ? undefined : current?.DsFormaPagamento) : DsFormaPagamento;
  if (method && methods.length && !methods.some((m) => m.DsFormaPagamento === method)) throw violation('DsFormaPagamento', 'payment_method_not_in_term');
  out.DsFormaPagamento = method ?? methods[0]?.DsFormaPagamento ?? null;

  for (const k of Object.keys(out) as (keyof Header)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** A user's name as lists show it (their person's name), or null. */
export async function userName(db: Tx, user: number | null | undefined): Promise<string | null> {
  if (!user) return null;
  const [u] = await db.select({ name: people.name, username: users.username }).from(users).leftJoin(people, eq(people.id, users.people)).where(eq(users.id, user));
  return u ? (u.name ?? u.username) : null;
}
