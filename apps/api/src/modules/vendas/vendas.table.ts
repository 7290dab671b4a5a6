import { searchCopy } from '../../platform/db/search.ts';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { people } from '../pessoas/index.ts';

/**
 * Sales orders (pedidos de venda): for now the read model the order list needs; items,
 * taxes and the write rules come with the full sales area.
 */
export const pedidoVenda = pgTable(
  'pedido_venda',
  {
    CodPedido: serial('cod_pedido').primaryKey(),
    /** The company that sold (tenant). */
    CdEmpresa: integer('cd_empresa').notNull(),
    IdCliente: integer('id_cliente').references(() => people.id),
    /**
     * The client's name copied when the order is written: denormalised on purpose, so the order
     * list filters (trigram index) and sorts by client without a join to people.
     */
    Cliente: text('cliente'),
    /**
     * The client's name as searches compare it: lower case, without accents (`search_text`, migration
     * 0005), kept by PostgreSQL. A plain LIKE on it costs a third of ILIKE on the name, and "joao"
     * finds "João".
     */
    ClienteBusca: searchCopy('cliente_busca', 'cliente'),
    /** CPF or CNPJ of the client, without mask. */
    NrDocumento: varchar('nr_documento', { length: 14 }),
    /** StatusPedido of @backoffice/domain: A, R, L, C, T, P, D, X. */
    StatusPedido: varchar('status_pedido', { length: 1 }).notNull().default('A'),
    /** TpPedidoDeVenda of @backoffice/domain: D, O, P, T. */
    TpPedidoDeVenda: varchar('tp_pedido_de_venda', { length: 1 }).notNull().default('P'),
    NmSetor: text('nm_setor'),
    DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DtEntrega: date('dt_entrega', { mode: 'string' }),
    VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull().default('0'),
    VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull().default('0'),
    VlFrete: numeric('vl_frete', { precision: 14, scale: 2 }).notNull().default('0'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // The list's indexes end with the client's search text so that filtering by it ("contains") is checked on
    // the index entries alone (index-only scans): the count of a filtered list never reads the table,
    // and the page's keys are found the same way before its rows are fetched (routes.ts).
    // Newest first within a company, with its tie-breaker.
    index('pedido_venda_emissao_idx').on(t.CdEmpresa, t.DtEmissao.desc().nullsFirst(), t.CodPedido.desc().nullsFirst(), t.ClienteBusca),
    // The list filtered by status (the most common filter), newest first.
    index('pedido_venda_status_idx').on(
      t.CdEmpresa,
      t.StatusPedido,
      t.DtEmissao.desc().nullsFirst(),
      t.CodPedido.desc().nullsFirst(),
      t.ClienteBusca,
    ),
    // "contains" search on the client over all dates (LIKE '%...%'): pg_trgm, see migration 0001.
    index('pedido_venda_cliente_trgm_idx').using('gin', t.ClienteBusca.op('gin_trgm_ops')),
    // A client's orders, newest first (the NmCliente filter: clients found by name first, then their
    // orders by id): the page and its count are index-only scans of that client's entries, over all dates.
    index('pedido_venda_cliente_idx').on(t.IdCliente, t.CdEmpresa, t.DtEmissao.desc().nullsFirst(), t.CodPedido.desc().nullsFirst()),
  ],
);
