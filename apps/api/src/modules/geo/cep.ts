import { eq } from 'drizzle-orm';
import { normalizeCep } from '@backoffice/domain';
import type { Database, Executor } from '../../platform/db/client.ts';
import { cepCache } from './geo.table.ts';
import { ibgeOf } from './municipios.ts';

/**
 * Address of a CEP, the answer of GET /cep_address/{cep}:
 * `{ cep, streetType, street, district, city, cityIbge, uf, country: 'Brasil' }`.
 * `streetType` is split off the street ('Rua Caiubi' -> 'Rua' + 'Caiubi'); `cityIbge` comes from the
 * provider (ViaCEP) or from the municipalities table.
 */
export interface CepAddress {
  cep: string;
  streetType: string | null;
  street: string | null;
  district: string | null;
  city: string;
  cityIbge: string | null;
  uf: string;
  country: 'Brasil';
}

export type CepProviderKind = 'brasilapi' | 'viacep' | 'none';

export interface CepProviderOptions {
  /** brasilapi (default), viacep, or none (cache only, never the network). */
  kind: CepProviderKind;
  /**
   * Base address of the provider's API (BrasilAPI: https://brasilapi.com.br/api, asked at /cep/v2/{cep};
   * ViaCEP: https://viacep.com.br, asked at /ws/{cep}/json/), or a full address with a `{cep}` placeholder.
   */
  url: string;
  /** The provider's answer must arrive within this time (ms); past it the service is "unavailable". */
  timeoutMs: number;
  /** After a network failure the provider is left alone for this long (ms): offline answers at once. */
  retryAfterMs: number;
}

const DEFAULT_URLS: Record<CepProviderKind, string> = {
  brasilapi: 'https://brasilapi.com.br/api',
  viacep: 'https://viacep.com.br',
  none: '',
};

/** CEP_PROVIDER=brasilapi|viacep|none, CEP_PROVIDER_URL, CEP_PROVIDER_TIMEOUT_MS (default 3000). */
export function cepOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CepProviderOptions {
  const raw = (env.CEP_PROVIDER ?? 'brasilapi').trim().toLowerCase();
  const kind: CepProviderKind = raw === 'viacep' || raw === 'none' ? raw : 'brasilapi';
  const timeout = Number(env.CEP_PROVIDER_TIMEOUT_MS);
  return {
    kind,
    url: env.CEP_PROVIDER_URL?.trim() || DEFAULT_URLS[kind],
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 3000,
    retryAfterMs: 30_000,
  };
}

/** Street types (and their abbreviations) recognised at the start of a street name. */
const STREET_TYPES: Record<string, string> = {
  rua: 'Rua',
  r: 'Rua',
  avenida: 'Avenida',
  av: 'Avenida',
  travessa: 'Travessa',
  tv: 'Travessa',
  alameda: 'Alameda',
  al: 'Alameda',
  praça: 'Praça',
  praca: 'Praça',
  pça: 'Praça',
  pca: 'Praça',
  rodovia: 'Rodovia',
  rod: 'Rodovia',
  estrada: 'Estrada',
  est: 'Estrada',
  largo: 'Largo',
  viela: 'Viela',
  beco: 'Beco',
  via: 'Via',
  passagem: 'Passagem',
  ladeira: 'Ladeira',
  quadra: 'Quadra',
  servidão: 'Servidão',
  servidao: 'Servidão',
  vereda: 'Vereda',
  acesso: 'Acesso',
  caminho: 'Caminho',
  viaduto: 'Viaduto',
  marginal: 'Marginal',
  parque: 'Parque',
  setor: 'Setor',
  conjunto: 'Conjunto',
  residencial: 'Residencial',
  loteamento: 'Loteamento',
  condomínio: 'Condomínio',
  condominio: 'Condomínio',
  área: 'Área',
  area: 'Área',
  trevo: 'Trevo',
  ponte: 'Ponte',
  escadaria: 'Escadaria',
  galeria: 'Galeria',
  contorno: 'Contorno',
  chácara: 'Chácara',
  chacara: 'Chácara',
  sítio: 'Sítio',
  sitio: 'Sítio',
  fazenda: 'Fazenda',
  vila: 'Vila',
};

/** 'Rua Caiubi' -> { streetType: 'Rua', street: 'Caiubi' }; 'Av. Paulista' -> Avenida; unknown first words stay in the street. */
export function splitStreet(value: string | null | undefined): { streetType: string | null; street: string | null } {
  const street = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!street) return { streetType: null, street: null };
  const match = /^([\p{L}]+)\.?\s+(.+)$/u.exec(street);
  const type = match ? STREET_TYPES[match[1].toLowerCase()] : undefined;
  if (!match || !type) return { streetType: null, street };
  return { streetType: type, street: match[2] };
}

type ProviderResult = { status: 'found'; address: Omit<CepAddress, 'country'> } | { status: 'not_found' } | { status: 'unavailable'; reason: string };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** BrasilAPI CEP v1 and v2: { cep, state, city, neighborhood, street, service, location? }. */
function fromBrasilApi(cep: string, body: Record<string, unknown>): ProviderResult {
  const city = text(body.city);
  const uf = text(body.state)?.toUpperCase();
  if (!city || !uf || !/^[A-Z]{2}$/.test(uf)) return { status: 'not_found' };
  return { status: 'found', address: { cep, ...splitStreet(text(body.street)), district: text(body.neighborhood), city, cityIbge: null, uf } };
}

/** ViaCEP: { cep: '01001-000', logradouro, complemento, unidade, bairro, localidade, uf, estado, regiao, ibge, gia, ddd, siafi } or { erro: true }. */
function fromViaCep(cep: string, body: Record<string, unknown>): ProviderResult {
  if (body.erro === true || body.erro === 'true') return { status: 'not_found' };
  const city = text(body.localidade);
  const uf = text(body.uf)?.toUpperCase();
  if (!city || !uf || !/^[A-Z]{2}$/.test(uf)) return { status: 'not_found' };
  const ibge = text(typeof body.ibge === 'number' ? String(body.ibge) : body.ibge);
  return {
    status: 'found',
    address: { cep, ...splitStreet(text(body.logradouro)), district: text(body.bairro), city, cityIbge: ibge && /^\d{7}$/.test(ibge) ? ibge : null, uf },
  };
}

/** The provider could not be asked, failed or did not answer in time: the CEP may well exist. */
export class CepUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`CEP provider unavailable: ${reason}`);
  }
}

export class CepService {
  private pausedUntil = 0;

  constructor(
    private readonly db: Executor,
    readonly options: CepProviderOptions,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private urlFor(cep: string): string {
    const { kind, url } = this.options;
    if (url.includes('{cep}')) return url.replace('{cep}', cep);
    const base = url.replace(/\/+$/, '');
    return kind === 'viacep' ? `${base}/ws/${cep}/json/` : `${base}/cep/v2/${cep}`;
  }

  /** Asks the provider; never throws and never waits longer than the timeout. */
  async fromProvider(cep: string): Promise<ProviderResult> {
    if (this.options.kind === 'none' || !this.options.url) return { status: 'unavailable', reason: 'no provider' };
    if (Date.now() < this.pausedUntil) return { status: 'unavailable', reason: 'provider paused after a failure' };
    try {
      const res = await this.fetchImpl(this.urlFor(cep), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // ViaCEP answers 400 to a malformed CEP; both answer 404 (BrasilAPI) or { erro } (ViaCEP) to an unknown one.
      if (res.status === 404 || res.status === 400) {
        await res.body?.cancel();
        return { status: 'not_found' };
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { status: 'unavailable', reason: `status ${res.status}` };
      }
      const body = (await res.json()) as unknown;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return { status: 'unavailable', reason: 'unreadable answer' };
      return this.options.kind === 'viacep' ? fromViaCep(cep, body as Record<string, unknown>) : fromBrasilApi(cep, body as Record<string, unknown>);
    } catch (error) {
      this.pausedUntil = Date.now() + this.options.retryAfterMs;
      return { status: 'unavailable', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message };
    }
  }

  /**
   * The address of a CEP (7 digits get the leading zero): the cache first, then the provider, whose
   * answer is cached. null when the provider says the CEP does not exist (or it is malformed); throws
   * CepUnavailableError when the provider cannot be asked or does not answer in time, so that callers
   * never take an unreachable service for an unknown CEP.
   */
  async lookup(rawCep: string): Promise<CepAddress | null> {
    const cep = normalizeCep(rawCep);
    if (!cep) return null;
    const [cached] = await this.db.select({ data: cepCache.data }).from(cepCache).where(eq(cepCache.cep, cep));
    if (cached) return cached.data as CepAddress;
    const result = await this.fromProvider(cep);
    if (result.status === 'unavailable') throw new CepUnavailableError(result.reason);
    if (result.status === 'not_found') return null;
    const address: CepAddress = {
      ...result.address,
      cityIbge: result.address.cityIbge ?? (await ibgeOf(this.db, result.address.city, result.address.uf)),
      country: 'Brasil',
    };
    await this.db
      .insert(cepCache)
      .values({ cep, data: address })
      .onConflictDoUpdate({ target: cepCache.cep, set: { data: address, fetchedAt: new Date().toISOString() } });
    return address;
  }
}

/** One CEP service per application (it remembers an unreachable provider), set from the app's settings. */
const services = new WeakMap<Database, CepService>();
export function cepServiceOf(database: Database, env: NodeJS.ProcessEnv): CepService {
  let service = services.get(database);
  if (!service) services.set(database, (service = new CepService(database.db, cepOptionsFromEnv(env))));
  return service;
}
