/**
 * SEFAZ's NF-e 4.00 web services: SOAP 1.2 over HTTPS with mutual TLS (the company's A1 certificate, the same store
 * that signs), the message in nfeDadosMsg under the service's WSDL namespace, the answer in nfeResultMsg. Every
 * outgoing message is checked against its official schema before it leaves; every call and answer is written to
 * webapi_logs (integration 'nfe'). The address comes from nfe-sefaz.urls.ts (UF, environment, contingency) or NFE_URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import type { Executor } from '../../platform/db/client.ts';
import { logWebapiCall } from '../financeiro/index.ts';
import type { Pfx } from './certificado.service.ts';
import { post } from './http-post.ts';
import { elemento } from './nfe-sefaz.rules.ts';
import { WSDL, type ServicoNfe } from './nfe-sefaz.urls.ts';
import { validateAgainst } from './xsd.ts';

export interface SefazOptions {
  /** One base for every service (`${url}/NFeAutorizacao4`...) instead of the authorisers' addresses; null: the real ones. */
  url: string | null;
  /** PEM file of authorities to trust besides Node's own (the ICP-Brasil chain SEFAZ's servers use). */
  caFile: string | null;
  timeoutMs: number;
  /** After this many failed attempts, a state that has one moves to its contingency (SVC-AN / SVC-RS). */
  falhasParaContingencia: number;
}

/** NFE_URL, NFE_CA_FILE, NFE_TIMEOUT_MS (default 30000), NFE_FALHAS_CONTINGENCIA (default 0: never on its own). */
export function sefazOptionsFromEnv(env: Readonly<NodeJS.ProcessEnv>): SefazOptions {
  const timeout = Number(env.NFE_TIMEOUT_MS);
  const falhas = Number(env.NFE_FALHAS_CONTINGENCIA);
  return {
    url: env.NFE_URL?.trim() ? env.NFE_URL.trim().replace(/\/+$/, '') : null,
    caFile: env.NFE_CA_FILE?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000,
    falhasParaContingencia: Number.isInteger(falhas) && falhas > 0 ? falhas : 0,
  };
}

/** The operation of each service in its WSDL (the SOAP action's last part). */
const OPERACAO: Record<ServicoNfe, string> = {
  autorizacao: 'nfeAutorizacaoLote',
  retAutorizacao: 'nfeRetAutorizacaoLote',
  evento: 'nfeRecepcaoEvento',
  inutilizacao: 'nfeInutilizacaoNF',
  consulta: 'nfeConsultaNF',
  status: 'nfeStatusServicoNF',
};

/** The official schema each outgoing message must pass. */
export type EsquemaEnvio = 'enviNFe_v4.00.xsd' | 'consReciNFe_v4.00.xsd' | 'consSitNFe_v4.00.xsd' | 'envEventoCancNFe_v1.00.xsd' | 'envCCe_v1.00.xsd' | 'inutNFe_v4.00.xsd';

export const namespaceDoServico = (servico: ServicoNfe) => `http://www.portalfiscal.inf.br/nfe/wsdl/${WSDL[servico]}`;

/** The SOAP 1.2 envelope of a call (layout 4.00: no header, the message in nfeDadosMsg). */
export function envelopeNfe(servico: ServicoNfe, message: string): string {
  const body = message.replace(/^\s*<\?xml[^>]*\?>\s*/, '');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">` +
    `<soap12:Body><nfeDadosMsg xmlns="${namespaceDoServico(servico)}">${body}</nfeDadosMsg></soap12:Body></soap12:Envelope>`
  );
}

/** A message our side refuses to send: it failed its schema (a fault of the data, not of the network). */
export class MensagemInvalida extends Error {
  constructor(
    readonly esquema: string,
    readonly detalhe: string,
  ) {
    super(`O XML não passou no esquema oficial ${esquema}: ${detalhe}`);
  }
}

/** SEFAZ could not be reached or did not answer with a SOAP message (the job tries again later). */
export class FalhaComunicacao extends Error {}

export class SefazClient {
  private agent: http.Agent | undefined;

  constructor(
    private options: Pick<SefazOptions, 'caFile' | 'timeoutMs'>,
    private db: Executor,
    private company: number,
    pfx: Pfx | null,
  ) {
    const client = pfx ? { pfx: pfx.pfx, passphrase: pfx.passphrase || undefined } : {};
    const ca = options.caFile ? { ca: [...tls.rootCertificates, fs.readFileSync(options.caFile, 'utf8')] } : {};
    this.agent = new https.Agent({ ...client, ...ca, keepAlive: false });
  }

  /**
   * Sends `message` (checked first against `esquema`) to the service at `url` and gives back the content of
   * nfeResultMsg. MensagemInvalida when the message fails its schema (nothing is sent); FalhaComunicacao when SEFAZ
   * cannot be reached, answers 5xx or something that is not the service's answer.
   */
  async chamar(servico: ServicoNfe, url: string, esquema: EsquemaEnvio, message: string): Promise<string> {
    const check = await validateAgainst('nfe', esquema, message);
    if (!check.valid) throw new MensagemInvalida(esquema, check.firstError ?? '');
    const body = envelopeNfe(servico, message);
    const action = `${namespaceDoServico(servico)}/${OPERACAO[servico]}`;
    const started = Date.now();
    let status: number | null = null;
    let answer: string | null = null;
    let failure: Error | null = null;
    try {
      ({ status, text: answer } = await post(url, body, { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` }, url.startsWith('https:') ? this.agent : undefined, this.options.timeoutMs));
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    await logWebapiCall(this.db, { company: this.company, NmIntegracao: 'nfe', DsMetodo: 'POST', DsUrl: url, DsRequisicao: body, NrStatus: status, DsResposta: answer ?? failure?.message ?? null, NrDuracaoMs: Date.now() - started });
    if (failure) throw new FalhaComunicacao(describe(failure));
    const result = answer ? elemento(answer, 'nfeResultMsg') : null;
    if (status === null || status >= 400 || !result) throw new FalhaComunicacao(`HTTP ${status}${result ? '' : ' sem resposta do serviço'}`);
    return result;
  }
}

/** The network error in words the user reads (ECONNREFUSED, timeout, certificate...). */
function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'conexão recusada';
  if (code === 'ECONNRESET') return 'conexão interrompida';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'endereço não encontrado';
  if (error.message === 'timeout') return 'sem resposta no tempo limite';
  return code ? `${code} ${error.message}` : error.message;
}
