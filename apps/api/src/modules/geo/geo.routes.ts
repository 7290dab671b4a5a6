import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeCep } from '@backoffice/domain';
import { notFound, unavailable, violation } from '../../platform/http/errors.ts';
import { CepService, CepUnavailableError, cepOptionsFromEnv } from './cep.ts';
import { placeByIbge, searchPlaces } from './municipios.ts';

const PLACES_PER_PAGE = 30;
const MAX_PLACES_PER_PAGE = 100;

/**
 * CEP and places, public so the anonymous client form can use them too: visitors without a token
 * are rate-limited per address, signed-in users are not.
 *
 * GET /cep_address/{cep}: `{ cep, streetType, street, district, city, cityIbge, uf, country }`; 404 (code cep_not_found)
 * only when the provider says the CEP does not exist, 503 (code cep_unavailable) when it cannot be reached in time.
 * GET /geo_places?input=campinas&uf=SP: Hydra collection of `{ id (IBGE code), name, uf, label: 'Campinas - SP' }`.
 */
export async function geoRoutes(app: FastifyInstance, options: { cep?: CepService } = {}): Promise<void> {
  const cep = options.cep ?? new CepService(app.database.db, cepOptionsFromEnv());
  const limited = (max: number) => ({
    public: true,
    rateLimit: { max, timeWindow: '1 minute', allowList: (req: FastifyRequest) => Boolean(req.ctx?.user) },
  });

  app.get('/cep_address/:cep', { config: limited(60) }, async (req, reply) => {
    const raw = (req.params as { cep: string }).cep;
    const normalized = normalizeCep(raw);
    if (!normalized) throw violation('cep', 'invalid_cep');
    const address = await cep.lookup(normalized).catch((error: unknown) => {
      if (error instanceof CepUnavailableError) {
        req.log.warn({ reason: error.reason }, 'CEP provider unavailable');
        throw unavailable('cep_unavailable');
      }
      throw error;
    });
    if (!address) throw notFound('cep_not_found');
    reply.type('application/ld+json; charset=utf-8');
    return { '@context': '/api/contexts/CepAddress', '@id': `/api/cep_address/${normalized}`, '@type': 'CepAddress', ...address };
  });

  const placeMember = (p: { id: string; name: string; uf: string; label: string }) => ({ '@id': `/api/geo_places/${p.id}`, '@type': 'GeoPlace', ...p });

  app.get('/geo_places', { config: limited(120) }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const input = typeof q.input === 'string' ? q.input.slice(0, 100) : '';
    const uf = typeof q.uf === 'string' && /^[a-zA-Z]{2}$/.test(q.uf) ? q.uf : undefined;
    const wanted = Number.parseInt(String(q.itemsPerPage ?? PLACES_PER_PAGE), 10);
    const itemsPerPage = Number.isFinite(wanted) && wanted > 0 ? Math.min(wanted, MAX_PLACES_PER_PAGE) : PLACES_PER_PAGE;
    const page = Math.max(1, Math.min(1000, Number.parseInt(String(q.page ?? '1'), 10) || 1));
    const { places, total } = await searchPlaces(app.database.db, { input, uf, limit: itemsPerPage, offset: (page - 1) * itemsPerPage });
    reply.type('application/ld+json; charset=utf-8');
    return {
      '@context': '/api/contexts/GeoPlace',
      '@id': '/api/geo_places',
      '@type': 'hydra:Collection',
      'hydra:totalItems': total,
      'hydra:member': places.map(placeMember),
    };
  });

  app.get('/geo_places/:id', { config: limited(120) }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const place = /^\d{7}$/.test(id) ? await placeByIbge(app.database.db, id) : null;
    if (!place) throw notFound();
    reply.type('application/ld+json; charset=utf-8');
    return { '@context': '/api/contexts/GeoPlace', ...placeMember(place) };
  });
}
