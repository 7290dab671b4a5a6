import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { XMLParser } from 'fast-xml-parser';
import { GNRE_MIN_WAIT_MS } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { logWebapiCall } from '../financeiro/index.ts';
import { pfxDaPasta, type Pfx } from './certificado.service.ts';
import { post } from './http-post.ts';
import type { ResultIdentity } from './gnre.rules.ts';

/**
 * The GNRE Online web services (Manual de Integração – Web Service de Lote): SOAP 1.2 over HTTPS with mutual TLS
 * (the emitting company's e-CNPJ certificate). GnreLoteRecepcao/processar receives a TLote_GNRE and answers
 * TRetLote_GNRE (code 100 and the receipt number); GnreResultadoLote/consultar answers TResultLote_GNRE
 * (situacaoProcess 400-404 and the guides). Every call and answer is written to webapi_logs (integration 'gnre').
 */
export interface GnreOptions {
  /** Base of the services: `${url}/GnreLoteRecepcao`, `${url}/GnreResultadoLote`. */
  url: string;
  /** 1 production, 2 homologation. */
  ambiente: '1' | '2';
  /** Folder with each company's certificate: `<CNPJ>.pfx` and its password in `<CNPJ>.senha`; unset or without one: the company's stored certificate (certificado.service.ts). */
  certDir: string | null;
  /** PEM file of the authorities that sign the portal's server certificate, when Node's own list lacks them (ICP-Brasil). */
  caFile: string | null;
  /** Wait before the first result query and between queries (the manual asks for at least 30 s). */
  waitMs: number;
  timeoutMs: number;
}

const URLS = { '1': 'https://www.gnre.pe.gov.br/gnreWS/services', '2': 'https://www.testegnre.pe.gov.br/gnreWS/services' };

/** GNRE_AMBIENTE (1, default 2), GNRE_URL, GNRE_CERT_DIR, GNRE_CA_FILE, GNRE_WAIT_MS (default 30000), GNRE_TIMEOUT_MS (default 30000). */
export function gnreOptionsFromEnv(env: Readonly<NodeJS.ProcessEnv>): GnreOptions {
  const ambiente = env.GNRE_AMBIENTE === '1' ? '1' : '2';
  const wait = Number(env.GNRE_WAIT_MS);
  const timeout = Number(env.GNRE_TIMEOUT_MS);
  return {
    url: (env.GNRE_URL?.trim() || URLS[ambiente]).replace(/\/+$/, ''),
    ambiente,
    certDir: env.GNRE_CERT_DIR?.trim() || null,
    caFile: env.GNRE_CA_FILE?.trim() || null,
    waitMs: Number.isFinite(wait) && wait >= 0 && env.GNRE_WAIT_MS !== '' && env.GNRE_WAIT_MS !== undefined ? wait : GNRE_MIN_WAIT_MS,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000,
  };
}

const NS = {
  recepcao: 'http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao',
  resultado: 'http://www.gnre.pe.gov.br/webservice/GnreResultadoLote',
};

/** The SOAP 1.2 envelope of a GNRE call: the header's versaoDados and the message in gnreDadosMsg. */
export function envelope(service: keyof typeof NS, versaoDados: string, message: string): string {
  const body = message.replace(/^<\?xml[^>]*\?>/, '');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">` +
    `<soap12:Header><gnreCabecMsg xmlns="${NS[service]}"><versaoDados>${versaoDados}</versaoDados></gnreCabecMsg></soap12:Header>` +
    `<soap12:Body><gnreDadosMsg xmlns="${NS[service]}">${body}</gnreDadosMsg></soap12:Body></soap12:Envelope>`
  );
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, parseTagValue: false, trimValues: true, isArray: (name) => ['guia', 'motivo', 'item', 'valor'].includes(name) });

type Node = Record<string, any>;
function find(v: unknown, name: string, depth = 0): Node | undefined {
  if (depth > 10 || typeof v !== 'object' || v === null) return undefined;
  for (const [k, x] of Object.entries(v as Node)) {
    if (k === name && typeof x === 'object' && x !== null) return x as Node;
    const inner = find(x, name, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}
const str = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'object' ? str((v as Node)['#text']) : String(v));

export interface Recepcao {
  codigo: string;
  descricao: string;
  recibo: string | null;
  /** The processing time the service estimates (ms), when it says. */
  tempoEstimadoMs: number | null;
}

/** A result guide: what identifies it (ResultIdentity) and what the portal says of it. */
export interface GuiaResultado extends ResultIdentity {
  situacaoGuia: string | null;
  codigoBarras: string | null;
  linhaDigitavel: string | null;
  numeroControle: string | null;
  dataPagamento: string | null;
  motivos: { codigo: string; descricao: string; campo?: string }[];
}

export interface Resultado {
  codigo: string;
  descricao: string;
  guias: GuiaResultado[];
}

export function parseRecepcao(xml: string): Recepcao {
  const ret = find(parser.parse(xml), 'TRetLote_GNRE');
  if (!ret) throw new Error('resposta sem TRetLote_GNRE');
  const tempo = Number(str(ret.recibo?.tempoEstimadoProc));
  return {
    codigo: str(ret.situacaoRecepcao?.codigo) ?? '',
    descricao: str(ret.situacaoRecepcao?.descricao) ?? '',
    recibo: str(ret.recibo?.numero),
    tempoEstimadoMs: Number.isFinite(tempo) && tempo > 0 ? tempo : null,
  };
}

export function parseResultado(xml: string): Resultado {
  const res = find(parser.parse(xml), 'TResultLote_GNRE');
  if (!res) throw new Error('resposta sem TResultLote_GNRE');
  const guias: Node[] = res.resultado?.guia ?? [];
  return {
    codigo: str(res.situacaoProcess?.codigo) ?? '',
    descricao: str(res.situacaoProcess?.descricao) ?? '',
    guias: guias.map((g) => {
      const item: Node | undefined = g.itensGNRE?.item?.[0];
      return {
        situacaoGuia: str(g.situacaoGuia),
        identificadorGuia: str(g.identificadorGuia),
        ufFavorecida: str(g.ufFavorecida),
        receita: str(item?.receita),
        tipoDocOrigem: str(item?.documentoOrigem?.['@_tipo']),
        documentoOrigem: str(item?.documentoOrigem),
        valorGNRE: str(g.valorGNRE),
        codigoBarras: str(g.codigoBarras),
        linhaDigitavel: str(g.linhaDigitavel),
        numeroControle: str(item?.numeroControle),
        dataPagamento: str(g.dataPagamento),
        motivos: ((g.motivosRejeicao?.motivo ?? []) as Node[]).map((m) => ({ codigo: str(m.codigo) ?? '', descricao: str(m.descricao) ?? '', ...(str(m.campo) ? { campo: str(m.campo)! } : {}) })),
      };
    }),
  };
}

export class GnreClient {
  private agent: http.Agent | undefined;

  constructor(
    private options: GnreOptions,
    private db: Executor,
    private company: number,
    cnpj: string,
    /** The company's stored certificate (certificado.service.ts), used when the folder has none. */
    stored: Pfx | null = null,
  ) {
    if (!options.url.startsWith('https:')) return;
    const pfx = pfxDaPasta(options.certDir, cnpj) ?? stored;
    const client = pfx ? { pfx: pfx.pfx, passphrase: pfx.passphrase || undefined } : {};
    const ca = options.caFile ? { ca: [...tls.rootCertificates, fs.readFileSync(options.caFile, 'utf8')] } : {};
    // Without the company's certificate the portal refuses the handshake; the call fails and the failure is logged.
    this.agent = new https.Agent({ ...client, ...ca, keepAlive: false });
  }

  async receberLote(lote: string): Promise<Recepcao> {
    return parseRecepcao(await this.call('GnreLoteRecepcao', `${NS.recepcao}/processar`, envelope('recepcao', '2.00', lote)));
  }

  async consultarLote(recibo: string): Promise<Resultado> {
    const message = `<TConsLote_GNRE xmlns="http://www.gnre.pe.gov.br"><ambiente>${this.options.ambiente}</ambiente><numeroRecibo>${recibo.replace(/\D/g, '')}</numeroRecibo><incluirPDFGuias>N</incluirPDFGuias></TConsLote_GNRE>`;
    return parseResultado(await this.call('GnreResultadoLote', `${NS.resultado}/consultar`, envelope('resultado', '1.00', message)));
  }

  private async call(service: string, action: string, body: string): Promise<string> {
    const url = `${this.options.url}/${service}`;
    const started = Date.now();
    let status: number | null = null;
    let answer: string | null = null;
    let failure: Error | null = null;
    try {
      ({ status, text: answer } = await post(url, body, { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` }, this.agent, this.options.timeoutMs));
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    await logWebapiCall(this.db, { company: this.company, NmIntegracao: 'gnre', DsMetodo: 'POST', DsUrl: url, DsRequisicao: body, NrStatus: status, DsResposta: answer ?? failure?.message ?? null, NrDuracaoMs: Date.now() - started });
    if (failure) throw failure;
    if (status === null || status >= 500 || !answer) throw new Error(`GNRE ${service}: HTTP ${status}`);
    return answer;
  }
}
