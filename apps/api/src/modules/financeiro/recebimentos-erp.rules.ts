/**
 * A receipt as the ERP's `GET /recebimentos` sends it (erp.adapter.ts), read and checked before anything is
 * written: its id (what makes a second reading of it a repetition), the installment it pays (order and number,
 * or the installment's document "<order>/<number>"), the day, the value in exact cents and how it was paid.
 * Pure: the reasons are the text the integration log shows (pt-BR, as the other entries of the log).
 */
import { toDecimal } from '@backoffice/domain';

export interface RecebimentoErp {
  id: string;
  CodPedido: number;
  NrParcela: number;
  DtRecebimento: string;
  VlRecebido: string;
  DsFormaPagamento: string | null;
}

export type RecebimentoLido = { ok: true; value: RecebimentoErp } | { ok: false; id: string | null; reason: string };

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 1e9 ? n : null;
};

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The installment a receipt names: `pedido` and `parcela`, else `documento` "1234/2" (or "1234-2"). */
function installmentOf(row: Record<string, unknown>): { CodPedido: number; NrParcela: number } | null {
  const order = positiveInt(row.pedido);
  const number = positiveInt(row.parcela);
  if (order && number) return { CodPedido: order, NrParcela: number };
  const doc = typeof row.documento === 'string' ? /^\s*(\d{1,9})\s*[/-]\s*(\d{1,4})\s*$/.exec(row.documento) : null;
  return doc ? { CodPedido: Number(doc[1]), NrParcela: Number(doc[2]) } : null;
}

export function parseRecebimentoErp(raw: unknown): RecebimentoLido {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, id: null, reason: 'linha não é um objeto JSON' };
  const row = raw as Record<string, unknown>;
  const id = typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id).trim() : '';
  if (!id || id.length > 60) return { ok: false, id: id || null, reason: 'recebimento sem id (ou com mais de 60 caracteres)' };
  const installment = installmentOf(row);
  if (!installment) return { ok: false, id, reason: 'sem a parcela: informe pedido e parcela, ou o documento "pedido/parcela"' };
  if (!isDay(row.data)) return { ok: false, id, reason: `data inválida: ${JSON.stringify(row.data ?? null)} (AAAA-MM-DD)` };
  // Money as decimal text only: a JSON number is a float and may not be the cents the ERP meant.
  const value = typeof row.valor === 'string' ? toDecimal(row.valor.trim()) : null;
  if (!value || value.decimalPlaces() > 2 || value.lte(0)) return { ok: false, id, reason: `valor inválido: ${JSON.stringify(row.valor ?? null)} (texto decimal positivo com até 2 casas, como "500.00")` };
  const forma = typeof row.forma === 'string' && row.forma.trim() ? row.forma.trim().slice(0, 60) : null;
  return { ok: true, value: { id, ...installment, DtRecebimento: row.data, VlRecebido: value.toFixed(2), DsFormaPagamento: forma } };
}
