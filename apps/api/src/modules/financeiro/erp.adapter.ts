import type { Executor } from '../../platform/db/client.ts';
import { webapiLogs } from './integracao.table.ts';

/**
 * The adapter of the company's external ERP (accounts payable). It speaks JSON over HTTP with a bearer token:
 *
 * - `POST {ERP_URL}/titulos` with a title → 201 `{ "id": "<the ERP's id>", "status": "pendente" | "integrado" }`,
 *   or 4xx/5xx `{ "erro": "<why>" }`;
 * - `GET {ERP_URL}/titulos/{id}` → 200 `{ "id", "status": "pendente" | "integrado" | "erro", "mensagem"? }`;
 * - `GET {ERP_URL}/recebimentos?empresa=<CNPJ>&desde=<YYYY-MM-DD>&pagina=<n>` → 200 `{ "recebimentos": [...],
 *   "proximaPagina": <n> | null, "total"?: <count> }`, the receipts of the company's receivables recorded in the
 *   ERP since that day, a page at a time (pages from 1). A receipt is `{ "id": "<the ERP's id>", "pedido": <CodPedido>,
 *   "parcela": <NrParcela>, "documento"?: "<CodPedido>/<NrParcela>", "data": "YYYY-MM-DD", "valor": "500.00",
 *   "forma"?: "PIX" }`: the installment by order and number, or by its document; the value as decimal text with
 *   at most 2 places (never a JSON number, which is a float). See recebimentos-erp.rules.ts.
 *
 * Every call and its answer (or the network failure) is written to webapi_logs (`/webapi/logs`), outside the
 * caller's transaction, so a failed call is still on record.
 */
/**
 * Records a call an integration made to an outside service and its answer (/webapi/logs): the ERP's and the
 * other areas' (the GNRE web service), each with its NmIntegracao.
 */
export async function logWebapiCall(db: Executor, call: Omit<typeof webapiLogs.$inferInsert, 'id' | 'DtLog'>): Promise<{ id: number }> {
  const [log] = await db.insert(webapiLogs).values(call).returning({ id: webapiLogs.id });
  return log;
}

export interface ErpOptions {
  /** Base address of the ERP's API; empty: the integration is not configured. */
  url: string;
  token: string;
  timeoutMs: number;
  /** Minutes between two imports of receipts of each company integrated with the ERP; 0: only when asked. */
  receiptsEveryMinutes?: number;
}

/** ERP_URL, ERP_TOKEN, ERP_TIMEOUT_MS (default 10000), ERP_RECEBIMENTOS_MINUTOS (default 0: no periodic import). */
export function erpOptionsFromEnv(env: Readonly<NodeJS.ProcessEnv>): ErpOptions {
  const timeout = Number(env.ERP_TIMEOUT_MS);
  const every = Number(env.ERP_RECEBIMENTOS_MINUTOS);
  return {
    url: (env.ERP_URL ?? '').trim().replace(/\/+$/, ''),
    token: env.ERP_TOKEN ?? '',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    receiptsEveryMinutes: Number.isInteger(every) && every > 0 ? every : 0,
  };
}

export interface ErpTitulo {
  numero: string;
  descricao: string;
  emissao: string;
  vencimento: string;
  valor: string;
  formaPagamento: string | null;
  centroDeCusto: string | null;
  natureza: string | null;
  agrupamento: string | null;
  autorizadoPor: string | null;
}

export interface ErpAnswer {
  /** HTTP status, or null when no answer came. */
  status: number | null;
  body: Record<string, unknown> | null;
  /** The webapi_logs row of the call. */
  logId: number;
  error?: string;
}

export class ErpClient {
  constructor(
    private options: ErpOptions,
    private db: Executor,
    private company: number,
  ) {}

  get configured(): boolean {
    return this.options.url !== '';
  }

  enviarTitulo(titulo: ErpTitulo): Promise<ErpAnswer> {
    return this.call('POST', '/titulos', titulo);
  }

  consultarTitulo(id: string): Promise<ErpAnswer> {
    return this.call('GET', `/titulos/${encodeURIComponent(id)}`);
  }

  listarRecebimentos(query: { empresa: string; desde: string; pagina: number }): Promise<ErpAnswer> {
    return this.call('GET', `/recebimentos?${new URLSearchParams({ empresa: query.empresa, desde: query.desde, pagina: String(query.pagina) })}`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ErpAnswer> {
    const url = `${this.options.url}${path}`;
    const request = body === undefined ? null : JSON.stringify(body);
    const started = Date.now();
    let status: number | null = null;
    let text: string | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(request ? { 'content-type': 'application/json' } : {}), ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}) },
        body: request,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const log = await logWebapiCall(this.db, { company: this.company, NmIntegracao: 'erp', DsMetodo: method, DsUrl: url, DsRequisicao: request, NrStatus: status, DsResposta: text ?? error ?? null, NrDuracaoMs: Date.now() - started });
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      error ??= 'resposta não é JSON';
    }
    return { status, body: parsed, logId: log.id, ...(error ? { error } : {}) };
  }
}
