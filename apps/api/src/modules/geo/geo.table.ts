import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { searchText } from '../../platform/db/search.ts';

/** Answers of the CEP provider, kept so a known CEP never needs the network again. */
export const cepCache = pgTable('cep_cache', {
  cep: varchar('cep', { length: 8 }).primaryKey(),
  data: jsonb('data').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Brazilian municipalities with their IBGE codes (offline list for city pickers). */
export const municipios = pgTable(
  'municipios',
  {
    ibge: varchar('ibge', { length: 7 }).notNull(),
    nome: text('nome').notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ibge] }),
    index('municipios_uf_idx').on(t.uf),
    // City pickers search names without accents or case (platform/db/search.ts).
    index('municipios_nome_trgm_idx').using('gin', sql`${searchText(t.nome)} gin_trgm_ops`),
  ],
);

/**
 * The seat (sede) of every municipality with its coordinates, by IBGE code: where an address with no coordinates
 * of its own is placed on the map and measured from. Loaded at start-up from sedes-data/municipios-sedes.csv (see
 * sedes-data/README.md for its source and licence).
 */
export const municipioSedes = pgTable('municipio_sedes', {
  ibge: varchar('ibge', { length: 7 }).primaryKey(),
  nome: text('nome').notNull(),
  uf: varchar('uf', { length: 2 }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Coordinates of an address: typed on the client record ('cadastro') or found by the geocoder ('geocoder'). */
export const enderecoCoordenadas = pgTable('endereco_coordenadas', {
  address: integer('address_id').primaryKey(),
  company: integer('company_id').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  fonte: varchar('fonte', { length: 20 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
