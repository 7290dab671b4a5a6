/**
 * What SEFAZ's answer about an invoice changes beyond the invoice's own row, in the transaction that records the
 * answer: an authorisation (the order, its stock, receivables, commission and workflow follow the invoice) and a
 * registered cancellation (the stock comes back; the order reopens or is cancelled, as the user chose).
 */
import type { DestinoCancelamento } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { nfeEmitidas } from './fiscal.table.ts';

export type NfeEmitida = typeof nfeEmitidas.$inferSelect;

/** Called once, when the invoice becomes 'autorizada' (its NrProtocolo and nfeProc already stored). */
export async function aoAutorizarNfe(_db: Tx, _nfe: NfeEmitida, _user: number | null): Promise<void> {}

/** Called once, when the invoice's cancellation (110111) is registered and the invoice becomes 'cancelada'. */
export async function aoCancelarNfe(_db: Tx, _nfe: NfeEmitida, _destino: DestinoCancelamento, _user: number | null): Promise<void> {}
