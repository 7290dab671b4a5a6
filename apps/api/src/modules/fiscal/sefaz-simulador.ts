/**
 * A local SEFAZ that speaks the NF-e 4.00 web services' real messages, for the tests and for the demo companies
 * (whose self-signed certificates the real SEFAZ refuses): "simulador local da SEFAZ (homologação de
 * demonstração)". It reads the SOAP 1.2 envelope, validates what it receives against the official schema
 * (enviNFe, consReciNFe, consSitNFe, envEvento, inutNFe: 225 / 215 when it fails), verifies the XML signature
 * against the certificate it carries (297), applies the rules it knows (homologation recipient name 598,
 * duplicates 204 and 539) and answers as SEFAZ does: 104 with protNFe 100 (nProt, digVal, dhRecbto), or 103 and
 * the receipt when asynchronous, 135 for events, 102 for voiding. It can be told to be down (connection refused or
 * 503), to lose its next answers, or to answer a given rejection.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { SignedXml } from 'xml-crypto';
import { NFE_NS, NOME_HOMOLOGACAO } from './nfe-emissao.rules.ts';
import { elemento, valor } from './nfe-sefaz.rules.ts';
import { WSDL, type ServicoNfe } from './nfe-sefaz.urls.ts';
import { validateAgainst } from './xsd.ts';

export const NOME_SIMULADOR = 'simulador local da SEFAZ (homologação de demonstração)';
const VER_APLIC = 'SIMULADOR-1.0';

export interface ConfigSimulador {
  /** false: up; 'recusa': connections refused (the port closed); '503': HTTP 503 with an HTML page. */
  fora: false | 'recusa' | '503';
  /** Answer the lote with 103 and a receipt (asynchronous) instead of 104 at once. */
  assincrono: boolean;
  /** How many of the next calls are processed but answered with 503 (the answer lost on the way). */
  perderRespostas: number;
  /** A rejection SEFAZ would give for this invoice by a rule the simulator does not know (null: none). */
  regra: ((nfe: string) => { cStat: string; xMotivo: string } | null) | null;
}

export interface Simulador {
  url: string;
  config: ConfigSimulador;
  /** Each call received: the service, the message inside nfeDadosMsg and the answer inside nfeResultMsg. */
  recebidas: { servico: ServicoNfe; mensagem: string; resposta?: string }[];
  /** Registers an authorisation made elsewhere (a duplicate's other half). */
  registrar(chave: string): void;
  close(): Promise<void>;
  unref(): void;
}

interface TlsOptions {
  key: Buffer | string;
  cert: Buffer | string;
  /** The authorities whose client certificates are accepted (mutual TLS). */
  ca: Buffer | string;
}

const SERVICO_DO_NS = new Map<string, ServicoNfe>(Object.entries(WSDL).map(([servico, wsdl]) => [`http://www.portalfiscal.inf.br/nfe/wsdl/${wsdl}`, servico as ServicoNfe]));

/** The date-time as SEFAZ writes it (Brasília, -03:00). */
const agora = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 19) + '-03:00';

/** Verifies every XML signature of the message against the certificate inside it; false when any fails or none is there. */
export function assinaturaConfere(xml: string): boolean {
  const signature = elemento(xml, 'Signature');
  const cert = valor(signature, 'X509Certificate');
  if (!signature || !cert) return false;
  const pem = `-----BEGIN CERTIFICATE-----\n${cert.replace(/\s+/g, '').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    const sig = new SignedXml({ publicCert: pem });
    sig.loadSignature(signature);
    return sig.checkSignature(xml);
  } catch {
    return false;
  }
}

/** The simulator's protNFe about a signed NFe: its key, the digest of its signature, the answer and the protocol. */
export function protNFe(nfe: string, tpAmb: string, cStat: string, xMotivo: string, nProt: string | null): string {
  const chave = /Id="NFe(\d{44})"/.exec(nfe)?.[1] ?? '';
  const digVal = valor(nfe, 'DigestValue');
  return (
    `<protNFe versao="4.00"><infProt><tpAmb>${tpAmb}</tpAmb><verAplic>${VER_APLIC}</verAplic><chNFe>${chave}</chNFe><dhRecbto>${agora()}</dhRecbto>` +
    `${nProt ? `<nProt>${nProt}</nProt>` : ''}${digVal ? `<digVal>${digVal}</digVal>` : ''}<cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo></infProt></protNFe>`
  );
}

export async function createSefazSimulador(options: { tls?: TlsOptions } = {}): Promise<Simulador> {
  const config: ConfigSimulador = { fora: false, assincrono: false, perderRespostas: 0, regra: null };
  const recebidas: Simulador['recebidas'] = [];
  /** Authorised keys: their protocol (protNFe) and whether a cancellation was registered. */
  const autorizadas = new Map<string, { protNFe: string; cancelada: boolean }>();
  /** The keys by issuer, series and number (539: the same number with another key). */
  const numeros = new Map<string, string>();
  /** Results of asynchronous lotes by receipt. */
  const recibos = new Map<string, { cUF: string; tpAmb: string; protNFe: string }>();
  let sequencia = 0;
  const protocoloNovo = (cUF: string, tpAmb: string) => `${tpAmb === '1' ? '1' : '2'}${cUF}${agora().slice(2, 4)}${String(++sequencia + (Date.now() % 1_000_000) * 1000).padStart(10, '0').slice(-10)}`;

  function registrar(chave: string) {
    numeros.set(chave.slice(6, 20) + chave.slice(22, 34), chave);
    autorizadas.set(chave, { protNFe: '', cancelada: false });
  }

  const ret = (root: string, versao: string, inner: string) => `<${root} xmlns="${NFE_NS}" versao="${versao}">${inner}</${root}>`;
  const cabecalho = (tpAmb: string, cStat: string, xMotivo: string) => `<tpAmb>${tpAmb}</tpAmb><verAplic>${VER_APLIC}</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>`;

  /** The invoice's own result, as SEFAZ decides it (after the lote's schema passed). */
  function julgaNfe(nfe: string, tpAmb: string): string {
    const chave = /Id="NFe(\d{44})"/.exec(nfe)?.[1] ?? '';
    if (!assinaturaConfere(nfe)) return protNFe(nfe, tpAmb, '297', 'Rejeição: Assinatura difere do calculado', null);
    if (valor(nfe, 'tpAmb') === '2' && valor(elemento(nfe, 'dest'), 'xNome') !== NOME_HOMOLOGACAO)
      return protNFe(nfe, tpAmb, '598', `Rejeição: NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de ${NOME_HOMOLOGACAO}`, null);
    const numero = chave.slice(6, 20) + chave.slice(22, 34);
    const other = numeros.get(numero);
    if (autorizadas.has(chave)) return protNFe(nfe, tpAmb, '204', `Rejeição: Duplicidade de NF-e [nProt:${/<nProt>(\d+)/.exec(autorizadas.get(chave)!.protNFe)?.[1] ?? ''}]`, null);
    if (other && other !== chave) return protNFe(nfe, tpAmb, '539', `Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe:${other}]`, null);
    const rule = config.regra?.(nfe);
    if (rule) return protNFe(nfe, tpAmb, rule.cStat, rule.xMotivo, null);
    const prot = protNFe(nfe, tpAmb, '100', 'Autorizado o uso da NF-e', protocoloNovo(chave.slice(0, 2), tpAmb));
    autorizadas.set(chave, { protNFe: prot, cancelada: false });
    numeros.set(numero, chave);
    return prot;
  }

  async function autorizacao(msg: string): Promise<string> {
    const tpAmb = valor(msg, 'tpAmb') ?? '2';
    const cUF = valor(msg, 'cUF') ?? '35';
    const head = (cStat: string, xMotivo: string) => `${cabecalho(tpAmb, cStat, xMotivo)}<cUF>${cUF}</cUF><dhRecbto>${agora()}</dhRecbto>`;
    const check = await validateAgainst('nfe', 'enviNFe_v4.00.xsd', msg);
    if (!check.valid) return ret('retEnviNFe', '4.00', head('225', `Rejeição: Falha no Schema XML do lote de NFe [${check.firstError?.slice(0, 200) ?? ''}]`.replace(/[<>&]/g, ' ')));
    const nfe = elemento(msg, 'NFe')!;
    // A rule's schema rejection (215/225) is the lote's, as SEFAZ gives it: no protNFe.
    const rule = config.regra?.(nfe);
    if (rule && (rule.cStat === '215' || rule.cStat === '225')) return ret('retEnviNFe', '4.00', head(rule.cStat, rule.xMotivo));
    const prot = julgaNfe(nfe, tpAmb);
    if (config.assincrono || valor(msg, 'indSinc') === '0') {
      const nRec = `${cUF}${String(Date.now()).slice(-13)}`;
      recibos.set(nRec, { cUF, tpAmb, protNFe: prot });
      return ret('retEnviNFe', '4.00', `${head('103', 'Lote recebido com sucesso')}<infRec><nRec>${nRec}</nRec><tMed>1</tMed></infRec>`);
    }
    return ret('retEnviNFe', '4.00', `${head('104', 'Lote processado')}${prot}`);
  }

  async function retAutorizacao(msg: string): Promise<string> {
    const tpAmb = valor(msg, 'tpAmb') ?? '2';
    const nRec = valor(msg, 'nRec') ?? '';
    const check = await validateAgainst('nfe', 'consReciNFe_v4.00.xsd', msg);
    const lote = recibos.get(nRec);
    const [cStat, xMotivo] = !check.valid ? ['215', 'Rejeição: Falha no schema XML'] : lote ? ['104', 'Lote processado'] : ['106', 'Lote não localizado'];
    return ret('retConsReciNFe', '4.00', `<tpAmb>${tpAmb}</tpAmb><verAplic>${VER_APLIC}</verAplic><nRec>${nRec.padStart(15, '0').slice(-15)}</nRec><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>${lote?.cUF ?? '35'}</cUF><dhRecbto>${agora()}</dhRecbto>${cStat === '104' ? lote!.protNFe : ''}`);
  }

  async function consulta(msg: string): Promise<string> {
    const tpAmb = valor(msg, 'tpAmb') ?? '2';
    const chave = valor(msg, 'chNFe') ?? '';
    const check = await validateAgainst('nfe', 'consSitNFe_v4.00.xsd', msg);
    const found = autorizadas.get(chave);
    const [cStat, xMotivo] = !check.valid ? ['215', 'Rejeição: Falha no schema XML'] : !found?.protNFe ? ['217', 'Rejeição: NF-e não consta na base de dados da SEFAZ'] : found.cancelada ? ['101', 'Cancelamento de NF-e homologado'] : ['100', 'Autorizado o uso da NF-e'];
    return ret('retConsSitNFe', '4.00', `${cabecalho(tpAmb, cStat, xMotivo)}<cUF>${chave.slice(0, 2) || '35'}</cUF><dhRecbto>${agora()}</dhRecbto><chNFe>${chave}</chNFe>${found?.protNFe && check.valid ? found.protNFe : ''}`);
  }

  async function evento(msg: string): Promise<string> {
    const tpAmb = valor(msg, 'tpAmb') ?? '2';
    const tpEvento = valor(msg, 'tpEvento') ?? '';
    const chave = valor(msg, 'chNFe') ?? '';
    const cOrgao = valor(msg, 'cOrgao') ?? '35';
    const nSeq = valor(msg, 'nSeqEvento') ?? '1';
    const idLote = valor(msg, 'idLote') ?? '0';
    const schema = tpEvento === '110111' ? 'envEventoCancNFe_v1.00.xsd' : 'envCCe_v1.00.xsd';
    const check = await validateAgainst('nfe', schema, msg);
    const lote = (cStat: string, xMotivo: string, retEvento = '') => ret('retEnvEvento', '1.00', `<idLote>${idLote}</idLote><tpAmb>${tpAmb}</tpAmb><verAplic>${VER_APLIC}</verAplic><cOrgao>${cOrgao}</cOrgao><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>${retEvento}`);
    if (!check.valid) return lote('215', 'Rejeição: Falha no schema XML');
    const found = autorizadas.get(chave);
    const answer = (cStat: string, xMotivo: string, nProt: string | null) =>
      lote(
        '128',
        'Lote de Evento Processado',
        `<retEvento versao="1.00"><infEvento><tpAmb>${tpAmb}</tpAmb><verAplic>${VER_APLIC}</verAplic><cOrgao>${cOrgao}</cOrgao><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>` +
          (nProt ? `<chNFe>${chave}</chNFe><tpEvento>${tpEvento}</tpEvento><xEvento>${tpEvento === '110111' ? 'Cancelamento' : 'Carta de Correcao'}</xEvento><nSeqEvento>${nSeq}</nSeqEvento><dhRegEvento>${agora()}</dhRegEvento><nProt>${nProt}</nProt>` : `<dhRegEvento>${agora()}</dhRegEvento>`) +
          `</infEvento></retEvento>`,
      );
    if (!assinaturaConfere(msg)) return answer('297', 'Rejeição: Assinatura difere do calculado', null);
    if (!found?.protNFe) return answer('494', 'Rejeição: Chave de Acesso inexistente', null);
    if (found.cancelada) return answer(tpEvento === '110111' ? '573' : '221', tpEvento === '110111' ? 'Rejeição: Duplicidade de Evento' : 'Rejeição: NF-e cancelada', null);
    if (tpEvento === '110111') found.cancelada = true;
    return answer('135', 'Evento registrado e vinculado a NF-e', protocoloNovo(chave.slice(0, 2), tpAmb));
  }

  async function inutilizacao(msg: string): Promise<string> {
    const tpAmb = valor(msg, 'tpAmb') ?? '2';
    const cUF = valor(msg, 'cUF') ?? '35';
    const check = await validateAgainst('nfe', 'inutNFe_v4.00.xsd', msg);
    const inf = (cStat: string, xMotivo: string, resto: string) => ret('retInutNFe', '4.00', `<infInut>${cabecalho(tpAmb, cStat, xMotivo)}<cUF>${cUF}</cUF>${resto}<dhRecbto>${agora()}</dhRecbto>${cStat === '102' ? `<nProt>${protocoloNovo(cUF, tpAmb)}</nProt>` : ''}</infInut>`);
    if (!check.valid) return inf('215', 'Rejeição: Falha no schema XML', '');
    if (!assinaturaConfere(msg)) return inf('297', 'Rejeição: Assinatura difere do calculado', '');
    const resto = ['ano', 'CNPJ', 'mod', 'serie', 'nNFIni', 'nNFFin'].map((k) => `<${k}>${valor(msg, k)}</${k}>`).join('');
    return inf('102', 'Inutilização de número homologado', resto);
  }

  const handlers: Record<ServicoNfe, (msg: string) => Promise<string>> = {
    autorizacao,
    retAutorizacao,
    consulta,
    evento,
    inutilizacao,
    status: async (msg) => ret('retConsStatServ', '4.00', `${cabecalho(valor(msg, 'tpAmb') ?? '2', '107', 'Serviço em Operação')}<cUF>${valor(msg, 'cUF') ?? '35'}</cUF><dhRecbto>${agora()}</dhRecbto>`),
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const dados = elemento(body, 'nfeDadosMsg');
      const ns = dados ? /xmlns="([^"]+)"/.exec(dados)?.[1] : undefined;
      const servico = ns ? SERVICO_DO_NS.get(ns) : undefined;
      // A kept-alive connection is cut too: to the client SEFAZ is gone.
      if (config.fora === 'recusa') return req.socket.destroy();
      if (config.fora === '503') {
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('<html><body>Serviço indisponível</body></html>');
      }
      if (!dados || !servico || !/^application\/soap\+xml/.test(String(req.headers['content-type']))) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('SOAP 1.2 esperado (application/soap+xml, nfeDadosMsg)');
      }
      const mensagem = dados.replace(/^<nfeDadosMsg[^>]*>/, '').replace(/<\/nfeDadosMsg>$/, '');
      const call: Simulador['recebidas'][number] = { servico, mensagem };
      recebidas.push(call);
      try {
        const answer = await handlers[servico](mensagem);
        call.resposta = answer;
        if (config.perderRespostas > 0) {
          config.perderRespostas--;
          res.writeHead(503, { 'content-type': 'text/html' });
          return res.end('<html><body>Gateway Timeout</body></html>');
        }
        res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
        res.end(
          `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
            `<soap:Body><nfeResultMsg xmlns="${ns}">${answer}</nfeResultMsg></soap:Body></soap:Envelope>`,
        );
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  };

  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert, ca: options.tls.ca, requestCert: true, rejectUnauthorized: true }, handle)
    : http.createServer(handle);
  // 'recusa': every new connection is dropped at once, as a closed port looks to the client.
  server.on('connection', (socket) => {
    if (config.fora === 'recusa') socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/ws`,
    config,
    recebidas,
    registrar,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    unref: () => void server.unref(),
  };
}

/**
 * The simulator the demo companies' invoices go to, started on first use, one per database: it remembers the numbers
 * it authorised, so two apps in one process (the API tests, whose databases start from the same copy) would otherwise
 * see each other's invoices as duplicates (539).
 */
const demos = new WeakMap<object, Promise<Simulador>>();
export function simuladorDeDemonstracao(database: object): Promise<Simulador> {
  let demo = demos.get(database);
  // Unreferenced: the simulator never keeps the process alive by itself.
  if (!demo) demos.set(database, (demo = createSefazSimulador().then((s) => (s.unref(), s))));
  return demo;
}
