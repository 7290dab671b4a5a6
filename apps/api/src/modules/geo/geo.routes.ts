import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeCep } from '@backoffice/domain';
import { notFound, unavailable, violation } from '../../platform/http/errors.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { CepUnavailableError, cepServiceOf } from './cep.ts';
import { placeByIbge, searchPlaces } from './municipios.ts';

const PLACES_PER_PAGE = 30;
const MAX_PLACES_PER_PAGE = 100;

/** Public, so the anonymous client form can use them too: visitors without a token are rate-limited per address, signed-in users are not. */
const limited = (max: number) => () => ({ max, timeWindow: '1 minute', allowList: (req: FastifyRequest) => Boolean(req.ctx?.user) });

/** A whole number from the query, else the fallback (a bad page or page size is not an error here). */
const int = (fallback: number) => z.unknown().optional().transform((v) => Number.parseInt(String(v ?? fallback), 10));

/** `?input=campinas&uf=SP&page=2&itemsPerPage=30`: what cannot be read is ignored, as a search box's typing is. */
const placesQuery = z.object({
  input: z.unknown().optional().transform((v) => (typeof v === 'string' ? v.slice(0, 100) : '')),
  uf: z.unknown().optional().transform((v) => (typeof v === 'string' && /^[a-zA-Z]{2}$/.test(v) ? v : undefined)),
  itemsPerPage: int(PLACES_PER_PAGE).transform((n) => (Number.isFinite(n) && n > 0 ? Math.min(n, MAX_PLACES_PER_PAGE) : PLACES_PER_PAGE)),
  page: int(1).transform((n) => Math.max(1, Math.min(1000, n || 1))),
});

const placeMember = (p: { id: string; name: string; uf: string; label: string }) => ({ '@id': `/api/geo_places/${p.id}`, '@type': 'GeoPlace', ...p });

export const geoOperations = [
  defineOperation({
    method: 'GET',
    path: '/cep_address/:cep',
    summary: 'The address of a CEP: { cep, streetType, street, district, city, cityIbge, uf, country }.',
    description: '404 (code cep_not_found) only when the provider says the CEP does not exist; 503 (code cep_unavailable) when the provider cannot be reached in time or fails.',
    access: 'public',
    rateLimit: limited(60),
    params: z.object({ cep: z.string() }),
    answer: { type: 'CepAddress', iri: (a) => `/cep_address/${normalizeCep(a.cep)}` },
    handler: async ({ app, req, params }) => {
      const cep = normalizeCep(params.cep);
      if (!cep) throw violation('cep', 'invalid_cep');
      const address = await cepServiceOf(app.database, app.settings.env)
        .lookup(cep)
        .catch((error: unknown) => {
          if (!(error instanceof CepUnavailableError)) throw error;
          req.log.warn({ reason: error.reason }, 'CEP provider unavailable');
          throw unavailable('cep_unavailable');
        });
      if (!address) throw notFound('cep_not_found');
      return address;
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/geo_places',
    summary: "Brazilian municipalities by name (accents and case ignored) and UF: members { id (IBGE code), name, uf, label: 'Campinas - SP' }.",
    access: 'public',
    rateLimit: limited(120),
    query: placesQuery,
    answer: { collection: 'GeoPlace', id: () => '/geo_places' },
    handler: async ({ db, query }) => {
      const { input, uf, itemsPerPage, page } = query;
      const { places, total } = await searchPlaces(db, { input, uf, limit: itemsPerPage, offset: (page - 1) * itemsPerPage });
      return { members: places.map(placeMember), total };
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/geo_places/:id',
    summary: 'One municipality by its IBGE code.',
    access: 'public',
    rateLimit: limited(120),
    params: z.object({ id: z.string().regex(/^\d{7}$/) }),
    answer: { type: 'GeoPlace', iri: (p) => `/geo_places/${p.id}` },
    handler: async ({ db, params }) => {
      const place = await placeByIbge(db, params.id);
      if (!place) throw notFound();
      return place;
    },
  }),
];
