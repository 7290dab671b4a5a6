import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { people } from '../pessoas/index.ts';
import { pedidoVenda } from '../vendas/index.ts';

// Read models (SQL views) of this area, declared beside the tables so the migrations see them.
export * from './roteiro.views.ts';

/**
 * Delivery routing and freight (docs/roteiro.md). A route (roteiro) carries orders (its stops, roteiro_pedidos) in
 * one vehicle with a driver; its status and each stop's move along the moves of @backoffice/domain
 * (roteiro.transitions.ts), every move written in roteiro_eventos. Carriers' freight tables (frete_rotas) price the
 * quotes (frete_cotacoes). Every row carries its company (company_id, the tenant column).
 */

/** A vehicle of the own fleet (no carrier) or of a carrier: plate and capacity in KG. */
export const veiculos = pgTable(
  'veiculos',
  {
    IdVeiculo: serial('id_veiculo').primaryKey(),
    company: integer('company_id').notNull(),
    NrPlaca: varchar('nr_placa', { length: 7 }).notNull(),
    NmVeiculo: varchar('nm_veiculo', { length: 80 }).notNull(),
    IdTransportador: integer('id_transportador').references(() => people.id),
    VlCapacidadeKG: numeric('vl_capacidade_kg', { precision: 14, scale: 3 }).notNull(),
    VlCapacidadeM3: numeric('vl_capacidade_m3', { precision: 14, scale: 3 }),
    enable: boolean('enable').notNull().default(true),
  },
  (t) => [uniqueIndex('veiculos_placa_uq').on(t.company, t.NrPlaca), check('veiculos_capacidade_ck', sql`${t.VlCapacidadeKG} > 0`)],
);

/** A driver. */
export const motoristas = pgTable(
  'motoristas',
  {
    IdMotorista: serial('id_motorista').primaryKey(),
    company: integer('company_id').notNull(),
    NmMotorista: varchar('nm_motorista', { length: 120 }).notNull(),
    NrCnh: varchar('nr_cnh', { length: 20 }),
    NrTelefone: varchar('nr_telefone', { length: 20 }),
    enable: boolean('enable').notNull().default(true),
  },
  (t) => [index('motoristas_empresa_idx').on(t.company)],
);

/** Statuses in which a route holds its vehicle (ROTEIRO_EM_ANDAMENTO of @backoffice/domain). */
const EM_ANDAMENTO = sql.raw(`('Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento', 'Em Rota')`);

/** A delivery route: one vehicle, one driver, its orders in delivery order. */
export const roteiros = pgTable(
  'roteiros',
  {
    IdRoteiro: serial('id_roteiro').primaryKey(),
    company: integer('company_id').notNull(),
    NmRoteiro: varchar('nm_roteiro', { length: 100 }).notNull(),
    DtRoteiro: date('dt_roteiro', { mode: 'string' }).notNull(),
    NrRomaneio: varchar('nr_romaneio', { length: 30 }),
    Regiao: varchar('regiao', { length: 60 }),
    IdVeiculo: integer('id_veiculo')
      .notNull()
      .references(() => veiculos.IdVeiculo),
    IdMotorista: integer('id_motorista').references(() => motoristas.IdMotorista),
    /** StatusRoteiro of @backoffice/domain. */
    StatusRoteiro: varchar('status_roteiro', { length: 30 }).notNull().default('Aberto'),
    /** What the carrier (or the own fleet) charges for the whole route, apportioned over its orders by weight. */
    VlFreteTransportador: numeric('vl_frete_transportador', { precision: 14, scale: 2 }).notNull().default('0'),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('roteiros_empresa_idx').on(t.company, t.DtRoteiro.desc()),
    // The database's own guard against two routes in progress on one vehicle (the service answers 422 first).
    uniqueIndex('roteiros_veiculo_em_andamento_uq').on(t.IdVeiculo).where(sql`${t.StatusRoteiro} in ${EM_ANDAMENTO}`),
  ],
);

/** A stop: an order on a route, its place in the route, its own status (who moved it, when, why refused) and its share of the freight. */
export const roteiroPedidos = pgTable(
  'roteiro_pedidos',
  {
    IdRoteiroPedido: serial('id_roteiro_pedido').primaryKey(),
    company: integer('company_id').notNull(),
    IdRoteiro: integer('id_roteiro')
      .notNull()
      .references(() => roteiros.IdRoteiro, { onDelete: 'cascade' }),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    NrOrdem: integer('nr_ordem').notNull(),
    /** StatusPedidoRoteiro of @backoffice/domain. */
    StatusPedidoRoteiro: varchar('status_pedido_roteiro', { length: 30 }).notNull().default('Aberto'),
    DsMotivo: text('ds_motivo'),
    DtStatus: timestamp('dt_status', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    IdUsuarioStatus: integer('id_usuario_status'),
    NmUsuarioStatus: text('nm_usuario_status'),
    VlFreteRateado: numeric('vl_frete_rateado', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('roteiro_pedidos_roteiro_idx').on(t.IdRoteiro, t.NrOrdem),
    // An order is on one live route at most; a cancelled stop frees it for another route.
    uniqueIndex('roteiro_pedidos_pedido_uq').on(t.CodPedido).where(sql`${t.StatusPedidoRoteiro} <> 'Cancelado'`),
  ],
);

/** Every status move of a route (CodPedido null) or of one of its stops: from, to, who, when, why. */
export const roteiroEventos = pgTable(
  'roteiro_eventos',
  {
    IdRoteiroEvento: serial('id_roteiro_evento').primaryKey(),
    company: integer('company_id').notNull(),
    IdRoteiro: integer('id_roteiro')
      .notNull()
      .references(() => roteiros.IdRoteiro, { onDelete: 'cascade' }),
    CodPedido: integer('cod_pedido'),
    StatusAnterior: varchar('status_anterior', { length: 30 }),
    Status: varchar('status', { length: 30 }).notNull(),
    DsMotivo: text('ds_motivo'),
    IdUsuario: integer('id_usuario'),
    NmUsuario: text('nm_usuario'),
    DtEvento: timestamp('dt_evento', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('roteiro_eventos_roteiro_idx').on(t.IdRoteiro, t.DtEvento)],
);

/** A line of a carrier's freight table: destination (UF, cities or CEP range; none: anywhere), weight bracket, price parts and lead time. */
export const freteRotas = pgTable(
  'frete_rotas',
  {
    IdFreteRota: serial('id_frete_rota').primaryKey(),
    company: integer('company_id').notNull(),
    IdTransportador: integer('id_transportador')
      .notNull()
      .references(() => people.id),
    NmRota: varchar('nm_rota', { length: 100 }).notNull(),
    IdUF: varchar('id_uf', { length: 2 }),
    /** IBGE codes of the destination cities. */
    CdCidades: varchar('cd_cidades', { length: 7 }).array(),
    CdCepInicial: varchar('cd_cep_inicial', { length: 8 }),
    CdCepFinal: varchar('cd_cep_final', { length: 8 }),
    VlPesoInicial: numeric('vl_peso_inicial', { precision: 14, scale: 3 }).notNull(),
    VlPesoFinal: numeric('vl_peso_final', { precision: 14, scale: 3 }).notNull(),
    VlKg: numeric('vl_kg', { precision: 14, scale: 4 }).notNull(),
    VlMinimo: numeric('vl_minimo', { precision: 14, scale: 2 }).notNull(),
    PcAdValorem: numeric('pc_ad_valorem', { precision: 8, scale: 4 }).notNull().default('0'),
    PcGris: numeric('pc_gris', { precision: 8, scale: 4 }).notNull().default('0'),
    VlPedagio100Kg: numeric('vl_pedagio_100_kg', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Lead time in business days. */
    DiasPrazo: integer('dias_prazo').notNull(),
    enable: boolean('enable').notNull().default(true),
  },
  (t) => [index('frete_rotas_transportador_idx').on(t.company, t.IdTransportador), check('frete_rotas_peso_ck', sql`${t.VlPesoFinal} > ${t.VlPesoInicial}`)],
);

/** A freight quote of an order with one carrier: queued (A), finished (F) with price and lead time, or failed (E) with why. */
export const freteCotacoes = pgTable(
  'frete_cotacoes',
  {
    CdCotacao: serial('cd_cotacao').primaryKey(),
    company: integer('company_id').notNull(),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    IdTransportador: integer('id_transportador')
      .notNull()
      .references(() => people.id),
    /** The freight table line that priced it. */
    CdFrete: integer('cd_frete').references(() => freteRotas.IdFreteRota, { onDelete: 'set null' }),
    /** StFilaCotacao of @backoffice/domain: A, F, E. */
    StFilaCotacao: varchar('st_fila_cotacao', { length: 1 }).notNull().default('A'),
    DsErro: text('ds_erro'),
    DiasPrazo: integer('dias_prazo'),
    DtPrevisaoEntrega: date('dt_previsao_entrega', { mode: 'string' }),
    VlTotal: numeric('vl_total', { precision: 14, scale: 2 }),
    DtCotacao: timestamp('dt_cotacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    StEscolhida: boolean('st_escolhida').notNull().default(false),
    IdJob: integer('id_job'),
  },
  (t) => [index('frete_cotacoes_pedido_idx').on(t.CodPedido), index('frete_cotacoes_empresa_idx').on(t.company, t.DtCotacao.desc())],
);
