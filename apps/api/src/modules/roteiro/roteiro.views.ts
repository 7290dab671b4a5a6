import { sql } from 'drizzle-orm';
import { WEEKDAYS } from '@backoffice/domain';
import { boolean, date, doublePrecision, integer, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Read models of routing and freight: plain SQL over roteiro.table.ts, the orders, people and their addresses,
 * created by the migration and read by resources like tables. The SQL names the tables literally, so this file
 * imports none.
 *
 * An order's delivery address is its destination's first address, else its client's; its coordinates are the
 * address's own (endereco_coordenadas), else its municipality's seat (municipio_sedes).
 */
// The weekday in pt-BR words, the keys of the domain's WEEKDAYS (Sunday first, as extract(dow) counts): the screens
// show them in the user's language.
const DIA_DA_SEMANA = (col: string) =>
  `(array[${Object.keys(WEEKDAYS)
    .map((day) => `'${day}'`)
    .join(',')}])[extract(dow from ${col})::int + 1]::varchar(20)`;

/** The delivery address of order p (lateral `a`) and its coordinates (`c`, the address's own or its city seat's). */
const ENDERECO = `left join lateral (select a.id, a.street_type, a.street, a.number, a.complement, a.district, a.cep, a.city, a.city_ibge, a.uf
      from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
  left join lateral (select ec.lat, ec.lng, ec.fonte from endereco_coordenadas ec where ec.address_id = a.id
      union all select s.lat, s.lng, 'sede' from municipio_sedes s where s.ibge = a.city_ibge limit 1) c on true`;

/** The live stop of order p (`rp`) and its route (`r`). */
const PARADA = `left join roteiro_pedidos rp on rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado'
  left join roteiros r on r.id_roteiro = rp.id_roteiro`;

/** The load of route r (lateral `s`): its live stops' count, weights, billing, freight charged and delivered/refused counts. */
const CARGA = `left join lateral (select count(*) as n, sum(p.vl_peso_bruto) as peso, sum(p.vl_peso_liquido) as liquido, sum(p.vl_total) as total,
      sum(p.vl_frete) as frete, count(*) filter (where rp.status_pedido_roteiro = 'Entregue') as entregues,
      count(*) filter (where rp.status_pedido_roteiro = 'Recusado') as recusados
    from roteiro_pedidos rp join pedido_venda p on p.cod_pedido = rp.cod_pedido
    where rp.id_roteiro = r.id_roteiro and rp.status_pedido_roteiro <> 'Cancelado') s on true`;

/** Routes with vehicle, driver, load, stops' progress and freight share (GET /roteiros, the monitoring). */
export const vwRoteiros = pgView('vw_roteiros', {
  IdRoteiro: integer('id_roteiro').notNull(),
  company: integer('company_id').notNull(),
  NmRoteiro: varchar('nm_roteiro', { length: 100 }).notNull(),
  DtRoteiro: date('dt_roteiro', { mode: 'string' }).notNull(),
  DiadaSemana: varchar('dia_da_semana', { length: 20 }),
  NrRomaneio: varchar('nr_romaneio', { length: 30 }),
  Regiao: varchar('regiao', { length: 60 }),
  StatusRoteiro: varchar('status_roteiro', { length: 30 }).notNull(),
  IdVeiculo: integer('id_veiculo').notNull(),
  NrPlaca: varchar('nr_placa', { length: 7 }),
  NmVeiculo: varchar('nm_veiculo', { length: 80 }),
  IdTransportador: integer('id_transportador'),
  Transportador: text('transportador'),
  IdMotorista: integer('id_motorista'),
  NmMotorista: varchar('nm_motorista', { length: 120 }),
  VlCapacidadeKG: numeric('vl_capacidade_kg', { precision: 14, scale: 3 }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull(),
  /** Load over capacity, in percent. */
  PcOcupacao: numeric('pc_ocupacao', { precision: 7, scale: 1 }).notNull(),
  NumPedidos: integer('num_pedidos').notNull(),
  NrEntregues: integer('nr_entregues').notNull(),
  NrRecusados: integer('nr_recusados').notNull(),
  VlFaturamentoTotal: numeric('vl_faturamento_total', { precision: 14, scale: 2 }).notNull(),
  VlFreteTransportador: numeric('vl_frete_transportador', { precision: 14, scale: 2 }).notNull(),
  /** The carrier's freight over the route's billing, in percent. */
  PcFrete: numeric('pc_frete', { precision: 7, scale: 1 }).notNull(),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
  version: integer('version').notNull(),
}).as(
  sql.raw(`select r.id_roteiro, r.company_id, r.nm_roteiro, r.dt_roteiro, ${DIA_DA_SEMANA('r.dt_roteiro')} as dia_da_semana, r.nr_romaneio, r.regiao,
    r.status_roteiro, r.id_veiculo, v.nr_placa, v.nm_veiculo, v.id_transportador, (select t.name from people t where t.id = v.id_transportador) as transportador,
    r.id_motorista, m.nm_motorista, v.vl_capacidade_kg,
    coalesce(s.peso, 0)::numeric(14,3) as vl_peso_bruto, coalesce(s.liquido, 0)::numeric(14,3) as vl_peso_liquido,
    (case when v.vl_capacidade_kg > 0 then round(100 * coalesce(s.peso, 0) / v.vl_capacidade_kg, 1) else 0 end)::numeric(7,1) as pc_ocupacao,
    coalesce(s.n, 0)::int as num_pedidos, coalesce(s.entregues, 0)::int as nr_entregues, coalesce(s.recusados, 0)::int as nr_recusados,
    coalesce(s.total, 0)::numeric(14,2) as vl_faturamento_total, r.vl_frete_transportador,
    (case when coalesce(s.total, 0) > 0 then round(100 * r.vl_frete_transportador / s.total, 1) else 0 end)::numeric(7,1) as pc_frete,
    r.dt_criacao, r.version
  from roteiros r
  join veiculos v on v.id_veiculo = r.id_veiculo
  left join motoristas m on m.id_motorista = r.id_motorista
  ${CARGA}`),
);

/** A route's stops in order, with the order, client, address, coordinates and the stop's status (GET /roteiro_pedidos?IdRoteiro=). */
export const vwRoteiroPedidos = pgView('vw_roteiro_pedidos', {
  IdRoteiroPedido: integer('id_roteiro_pedido').notNull(),
  company: integer('company_id').notNull(),
  IdRoteiro: integer('id_roteiro').notNull(),
  StatusRoteiro: varchar('status_roteiro', { length: 30 }).notNull(),
  DtRoteiro: date('dt_roteiro', { mode: 'string' }).notNull(),
  NmRoteiro: varchar('nm_roteiro', { length: 100 }).notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  NrOrdem: integer('nr_ordem').notNull(),
  StatusPedidoRoteiro: varchar('status_pedido_roteiro', { length: 30 }).notNull(),
  DsMotivo: text('ds_motivo'),
  DtStatus: timestamp('dt_status', { withTimezone: true, mode: 'string' }).notNull(),
  NmUsuarioStatus: text('nm_usuario_status'),
  VlFreteRateado: numeric('vl_frete_rateado', { precision: 14, scale: 2 }).notNull(),
  Cliente: text('cliente'),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
  NmLogradouro: text('nm_logradouro'),
  NrLogradouro: text('nr_logradouro'),
  NmBairro: text('nm_bairro'),
  NmCidade: text('nm_cidade'),
  IdUF: varchar('id_uf', { length: 2 }),
  CdCEP: varchar('cd_cep', { length: 8 }),
  Lat: doublePrecision('lat'),
  Lng: doublePrecision('lng'),
  FonteCoordenada: varchar('fonte_coordenada', { length: 20 }),
}).as(
  sql.raw(`select rp.id_roteiro_pedido, rp.company_id, rp.id_roteiro, r.status_roteiro, r.dt_roteiro, r.nm_roteiro, rp.cod_pedido, rp.nr_ordem,
    rp.status_pedido_roteiro, rp.ds_motivo, rp.dt_status, rp.nm_usuario_status, rp.vl_frete_rateado,
    p.cliente, p.nr_documento, p.vl_peso_bruto, p.vl_total,
    a.street as nm_logradouro, a.number as nr_logradouro, a.district as nm_bairro, a.city as nm_cidade, a.uf as id_uf, a.cep as cd_cep,
    c.lat, c.lng, c.fonte::varchar(20) as fonte_coordenada
  from roteiro_pedidos rp
  join roteiros r on r.id_roteiro = rp.id_roteiro
  join pedido_venda p on p.cod_pedido = rp.cod_pedido
  ${ENDERECO}`),
);

/** Every status move of routes and stops. */
export const vwRoteiroEventos = pgView('vw_roteiro_eventos', {
  IdRoteiroEvento: integer('id_roteiro_evento').notNull(),
  company: integer('company_id').notNull(),
  IdRoteiro: integer('id_roteiro').notNull(),
  CodPedido: integer('cod_pedido'),
  StatusAnterior: varchar('status_anterior', { length: 30 }),
  Status: varchar('status', { length: 30 }).notNull(),
  DsMotivo: text('ds_motivo'),
  NmUsuario: text('nm_usuario'),
  DtEvento: timestamp('dt_evento', { withTimezone: true, mode: 'string' }).notNull(),
}).as(sql`select id_roteiro_evento, company_id, id_roteiro, cod_pedido, status_anterior, status, ds_motivo, nm_usuario, dt_evento from roteiro_eventos`);

/** §3 "Orders routing view" (view_pedidos_roteiros): the orders (not quotes) with their route, separation and address. */
export const viewPedidosRoteiros = pgView('view_pedidos_roteiros', {
  codPedido: integer('cod_pedido').notNull(),
  CdEmpresa: integer('cd_empresa').notNull(),
  IdCliente: integer('id_cliente'),
  cliente: text('cliente'),
  NmCurto: text('nm_curto'),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  NmSetor: text('nm_setor'),
  TpPedidoDeVenda: varchar('tp_pedido_de_venda', { length: 1 }).notNull(),
  statusPedido: varchar('status_pedido', { length: 1 }).notNull(),
  IdLoteSeparacao: integer('id_lote_separacao'),
  StatusLoteSeparacao: varchar('status_lote_separacao', { length: 30 }),
  UsuarioAbertura: text('usuario_abertura'),
  StatusSeparacaoPedido: varchar('status_separacao_pedido', { length: 30 }),
  UsuarioSeparacaoPedido: text('usuario_separacao_pedido'),
  NmFase: varchar('nm_fase', { length: 100 }),
  DsWorkFlow: text('ds_work_flow'),
  VlFrete: numeric('vl_frete', { precision: 14, scale: 2 }).notNull(),
  rotaID: integer('rota_id'),
  statusRoteiro: varchar('status_roteiro', { length: 30 }),
  rota: varchar('rota', { length: 100 }),
  StatusPedidoRoteiro: varchar('status_pedido_roteiro', { length: 30 }),
  dtEntrega: date('dt_entrega', { mode: 'string' }),
  TpLogradouro: text('tp_logradouro'),
  NmLogradouro: text('nm_logradouro'),
  NrLogradouro: text('nr_logradouro'),
  DsComplemento: text('ds_complemento'),
  NmBairro: text('nm_bairro'),
  CdCEP: varchar('cd_cep', { length: 8 }),
  NmCidade: text('nm_cidade'),
  IdUF: varchar('id_uf', { length: 2 }),
  IdTransportador: integer('id_transportador'),
  Transportador: text('transportador'),
  DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
}).as(
  sql.raw(`select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, cl.alias as nm_curto, p.nr_documento, p.nm_setor, p.tp_pedido_de_venda, p.status_pedido,
    lp.id_lote_separacao, l.status_lote_separacao, p.usuario_abertura, ss.status_separacao_pedido, ss.usuario_separacao_pedido,
    f.nm_fase, (select w.ds_work_flow from work_flows w where w.id_work_flow = f.id_work_flow) as ds_work_flow,
    p.vl_frete, r.id_roteiro as rota_id, r.status_roteiro, r.nm_roteiro as rota, rp.status_pedido_roteiro, p.dt_entrega,
    a.street_type as tp_logradouro, a.street as nm_logradouro, a.number as nr_logradouro, a.complement as ds_complemento, a.district as nm_bairro,
    a.cep as cd_cep, a.city as nm_cidade, a.uf as id_uf, p.id_transportador, (select t.name from people t where t.id = p.id_transportador) as transportador,
    p.dt_emissao, p.vl_peso_bruto
  from pedido_venda p
  left join people cl on cl.id = p.id_cliente
  left join lote_separacao_pedidos lp on lp.cod_pedido = p.cod_pedido
  left join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
  left join pedido_separacao_statuses ss on ss.cod_pedido = p.cod_pedido
  left join work_flow_item_fases f on f.id_work_flow_item_fase = p.id_work_flow_item_fase
  ${PARADA}
  left join lateral (select a.street_type, a.street, a.number, a.complement, a.district, a.cep, a.city, a.uf
      from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
  where p.tp_pedido_de_venda <> 'O'`),
);

/** The sigla of a cubic metre, as a unit of measure may spell it. */
const M3 = `('M3', 'M³')`;

/**
 * An order's volume in m³ from its active items: an item sold in m³ counts its quantity; otherwise its quantity in
 * the product's unit (QtPedida × VlFatorConversao) when that unit is m³, or times the product's conversion from its
 * unit to m³ (produto_conversoes). Null when no item has a volume (an unknown volume is not 0 m³).
 */
const METRO_CUBICO = `select sum(coalesce(
      case when upper(ti.cd_sigla) in ${M3} then i.qt_pedida end,
      case when upper(tp.cd_sigla) in ${M3} then i.qt_pedida * i.vl_fator_conversao end,
      (select i.qt_pedida * i.vl_fator_conversao * c.qt_fator from produto_conversoes c join tipo_medidas d on d.id_tipo_medida = c.id_tipo_medida_destino
        where c.id_produto = i.id_produto and c.id_tipo_medida = pr.id_tipo_medida and upper(d.cd_sigla) in ${M3} limit 1)))
    from pedido_venda_items i join produtos pr on pr.id_produto = i.id_produto
    join tipo_medidas ti on ti.id_tipo_medida = i.id_tipo_medida join tipo_medidas tp on tp.id_tipo_medida = pr.id_tipo_medida
    where i.cod_pedido = p.cod_pedido and i.st_item = 'A'`;

/** The day (in Brasília) of the order's last authorised NF-e: a partly invoiced order (P) still to route shows it. */
const DATA_FATURAMENTO = `select (max(n.dt_autorizacao) at time zone 'America/Sao_Paulo')::date from nfe_emitidas n where n.cod_pedido = p.cod_pedido and n.st_nfe = 'autorizada'`;

/**
 * §3 "Manual routing view" (view_roteiro_manual): the orders to route by hand, open or on a route still open, with
 * the client label (code padded to 6 digits), weights, route, address and coordinates for the map.
 */
export const viewRoteiroManual = pgView('view_roteiro_manual', {
  CdPedido: integer('cd_pedido').notNull(),
  company: integer('company_id').notNull(),
  DiadaSemana: varchar('dia_da_semana', { length: 20 }),
  NrRomaneio: varchar('nr_romaneio', { length: 30 }),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  IdPessoa: integer('id_pessoa'),
  /** The client's code padded to 6 digits. */
  CdPessoa: varchar('cd_pessoa', { length: 20 }),
  NmPessoa: text('nm_pessoa'),
  /** The client label as the manual routing shows it: '000123 - Name'. */
  DsCliente: text('ds_cliente'),
  NmCRAtual: varchar('nm_cr_atual', { length: 100 }),
  StatusPedido: varchar('status_pedido', { length: 1 }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull(),
  KG: numeric('kg', { precision: 14, scale: 3 }).notNull(),
  Metro: numeric('metro', { precision: 14, scale: 3 }),
  VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
  IdRoteiro: integer('id_roteiro'),
  NmRoteiro: varchar('nm_roteiro', { length: 100 }),
  StatusRoteiro: varchar('status_roteiro', { length: 30 }),
  NrOrdem: integer('nr_ordem'),
  DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
  DtFaturamento: date('dt_faturamento', { mode: 'string' }),
  DtEntrega: date('dt_entrega', { mode: 'string' }),
  NmTransportadora: text('nm_transportadora'),
  NmLogradouro: text('nm_logradouro'),
  NrLogradouro: text('nr_logradouro'),
  NmBairro: text('nm_bairro'),
  NmCidade: text('nm_cidade'),
  IdUF: varchar('id_uf', { length: 2 }),
  CdCEP: varchar('cd_cep', { length: 8 }),
  CdIbge: varchar('cd_ibge', { length: 7 }),
  Regiao: varchar('regiao', { length: 60 }),
  Lat: doublePrecision('lat'),
  Lng: doublePrecision('lng'),
  FonteCoordenada: varchar('fonte_coordenada', { length: 20 }),
}).as(
  sql.raw(`select p.cod_pedido as cd_pedido, p.cd_empresa as company_id, ${DIA_DA_SEMANA('coalesce(r.dt_roteiro, p.dt_entrega)')} as dia_da_semana,
    r.nr_romaneio, p.nr_documento, p.id_cliente as id_pessoa, lpad(p.id_cliente::text, 6, '0')::varchar(20) as cd_pessoa, p.cliente as nm_pessoa,
    (lpad(p.id_cliente::text, 6, '0') || ' - ' || coalesce(p.cliente, '')) as ds_cliente,
    (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_cr_atual, p.status_pedido,
    p.vl_peso_bruto, p.vl_peso_liquido, p.vl_peso_bruto as kg, (${METRO_CUBICO})::numeric(14,3) as metro, p.vl_total,
    r.id_roteiro, r.nm_roteiro, r.status_roteiro, rp.nr_ordem, p.dt_emissao, (${DATA_FATURAMENTO}) as dt_faturamento, p.dt_entrega,
    (select t.name from people t where t.id = p.id_transportador) as nm_transportadora,
    a.street as nm_logradouro, a.number as nr_logradouro, a.district as nm_bairro, a.city as nm_cidade, a.uf as id_uf, a.cep as cd_cep, a.city_ibge as cd_ibge,
    coalesce(r.regiao, a.uf)::varchar(60) as regiao, c.lat, c.lng, c.fonte::varchar(20) as fonte_coordenada
  from pedido_venda p
  ${PARADA}
  ${ENDERECO}
  where p.tp_pedido_de_venda <> 'O' and p.status_pedido not in ('C', 'T', 'D')
    and (r.id_roteiro is null or r.status_roteiro in ('Aberto', 'Em Separação', 'Separado', 'Em Conferência'))`),
);

/** §3 "Carrier-vehicle routing" (vtransportador_veiculo): per route, its vehicle's carrier, load, billing and freight. */
export const vtransportadorVeiculo = pgView('vtransportador_veiculo', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  status: varchar('status', { length: 30 }).notNull(),
  rota: varchar('rota', { length: 100 }).notNull(),
  emissao: timestamp('emissao', { withTimezone: true, mode: 'string' }).notNull(),
  entrega: date('entrega', { mode: 'string' }).notNull(),
  IdTransportador: integer('id_transportador'),
  NmPessoa: text('nm_pessoa'),
  NrPlaca: varchar('nr_placa', { length: 7 }),
  peso_carregado: numeric('peso_carregado', { precision: 14, scale: 3 }).notNull(),
  VlCapacidadeKG: numeric('vl_capacidade_kg', { precision: 14, scale: 3 }).notNull(),
  NumPedidos: integer('num_pedidos').notNull(),
  VlFaturamentoTotal: numeric('vl_faturamento_total', { precision: 14, scale: 2 }).notNull(),
  VlFreteTransportador: numeric('vl_frete_transportador', { precision: 14, scale: 2 }).notNull(),
  porcentagemFreteTransportador: numeric('porcentagem_frete_transportador', { precision: 7, scale: 1 }).notNull(),
  /** The freight the route's orders charge their clients (VlFrete summed). */
  freteRota: numeric('frete_rota', { precision: 14, scale: 2 }).notNull(),
}).as(
  sql.raw(`select r.id_roteiro as id, r.company_id, r.status_roteiro as status, r.nm_roteiro as rota, r.dt_criacao as emissao, r.dt_roteiro as entrega,
    v.id_transportador, coalesce((select t.name from people t where t.id = v.id_transportador), 'Frota própria') as nm_pessoa, v.nr_placa,
    coalesce(s.peso, 0)::numeric(14,3) as peso_carregado, v.vl_capacidade_kg, coalesce(s.n, 0)::int as num_pedidos,
    coalesce(s.total, 0)::numeric(14,2) as vl_faturamento_total, r.vl_frete_transportador,
    (case when coalesce(s.total, 0) > 0 then round(100 * r.vl_frete_transportador / s.total, 1) else 0 end)::numeric(7,1) as porcentagem_frete_transportador,
    coalesce(s.frete, 0)::numeric(14,2) as frete_rota
  from roteiros r
  join veiculos v on v.id_veiculo = r.id_veiculo
  ${CARGA}`),
);

/** §3 "Freight view" (view_fretes): every quote with its order, client, carrier, lead time and the order's share of its route's freight. */
export const viewFretes = pgView('view_fretes', {
  CdCotacao: integer('cd_cotacao').notNull(),
  company: integer('company_id').notNull(),
  CdChamada: integer('cd_chamada').notNull(),
  StPedidoDeVenda: varchar('st_pedido_de_venda', { length: 1 }).notNull(),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  NmCurto: text('nm_curto'),
  NmPessoa: text('nm_pessoa'),
  CdFrete: integer('cd_frete'),
  StFilaCotacao: varchar('st_fila_cotacao', { length: 1 }).notNull(),
  DsErro: text('ds_erro'),
  /** Business days. */
  DiasPrazo: integer('dias_prazo'),
  DtPrevisaoEntrega: date('dt_previsao_entrega', { mode: 'string' }),
  DtCotacao: timestamp('dt_cotacao', { withTimezone: true, mode: 'string' }).notNull(),
  IdTransportador: integer('id_transportador').notNull(),
  Transportador: text('transportador'),
  VlTotal: numeric('vl_total', { precision: 14, scale: 2 }),
  VlFreteRateado: numeric('vl_frete_rateado', { precision: 14, scale: 2 }),
  StEscolhida: boolean('st_escolhida').notNull(),
}).as(
  sql.raw(`select q.cd_cotacao, q.company_id, q.cod_pedido as cd_chamada, p.status_pedido as st_pedido_de_venda, p.nr_documento, cl.alias as nm_curto,
    p.cliente as nm_pessoa, q.cd_frete, q.st_fila_cotacao, q.ds_erro, q.dias_prazo, q.dt_previsao_entrega, q.dt_cotacao, q.id_transportador,
    (select t.name from people t where t.id = q.id_transportador) as transportador, q.vl_total,
    (select rp.vl_frete_rateado from roteiro_pedidos rp where rp.cod_pedido = q.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado') as vl_frete_rateado,
    q.st_escolhida
  from frete_cotacoes q
  join pedido_venda p on p.cod_pedido = q.cod_pedido
  left join people cl on cl.id = p.id_cliente`),
);

/** The vehicles with their carrier's name (the vehicles list of /cadastro/veiculos); written through /veiculos. */
export const vwVeiculos = pgView('vw_veiculos', {
  IdVeiculo: integer('id_veiculo').notNull(),
  company: integer('company_id').notNull(),
  NrPlaca: varchar('nr_placa', { length: 7 }).notNull(),
  NmVeiculo: varchar('nm_veiculo', { length: 80 }).notNull(),
  IdTransportador: integer('id_transportador'),
  /** The carrier's name; null for the own fleet. */
  Transportador: text('transportador'),
  VlCapacidadeKG: numeric('vl_capacidade_kg', { precision: 14, scale: 3 }).notNull(),
  VlCapacidadeM3: numeric('vl_capacidade_m3', { precision: 14, scale: 3 }),
  enable: boolean('enable').notNull(),
}).as(
  sql`select v.id_veiculo, v.company_id, v.nr_placa, v.nm_veiculo, v.id_transportador, (select t.name from people t where t.id = v.id_transportador) as transportador,
    v.vl_capacidade_kg, v.vl_capacidade_m3, v.enable from veiculos v`,
);

/** The carriers' freight table lines with the carrier's and the destination cities' names (the list of /cadastro/rota); written through /frete_rotas. */
export const vwFreteRotas = pgView('vw_frete_rotas', {
  IdFreteRota: integer('id_frete_rota').notNull(),
  company: integer('company_id').notNull(),
  IdTransportador: integer('id_transportador').notNull(),
  Transportador: text('transportador'),
  NmRota: varchar('nm_rota', { length: 100 }).notNull(),
  IdUF: varchar('id_uf', { length: 2 }),
  CdCidades: varchar('cd_cidades', { length: 7 }).array(),
  /** 'Campinas/SP, Valinhos/SP', in the order of the codes. */
  NmCidades: text('nm_cidades'),
  CdCepInicial: varchar('cd_cep_inicial', { length: 8 }),
  CdCepFinal: varchar('cd_cep_final', { length: 8 }),
  VlPesoInicial: numeric('vl_peso_inicial', { precision: 14, scale: 3 }).notNull(),
  VlPesoFinal: numeric('vl_peso_final', { precision: 14, scale: 3 }).notNull(),
  VlKg: numeric('vl_kg', { precision: 14, scale: 4 }).notNull(),
  VlMinimo: numeric('vl_minimo', { precision: 14, scale: 2 }).notNull(),
  PcAdValorem: numeric('pc_ad_valorem', { precision: 8, scale: 4 }).notNull(),
  PcGris: numeric('pc_gris', { precision: 8, scale: 4 }).notNull(),
  VlPedagio100Kg: numeric('vl_pedagio_100_kg', { precision: 14, scale: 2 }).notNull(),
  DiasPrazo: integer('dias_prazo').notNull(),
  enable: boolean('enable').notNull(),
}).as(
  sql`select f.id_frete_rota, f.company_id, f.id_transportador, (select t.name from people t where t.id = f.id_transportador) as transportador, f.nm_rota, f.id_uf,
    f.cd_cidades, (select string_agg(m.nome || '/' || m.uf, ', ' order by array_position(f.cd_cidades, m.ibge)) from municipios m where m.ibge = any(f.cd_cidades)) as nm_cidades,
    f.cd_cep_inicial, f.cd_cep_final, f.vl_peso_inicial, f.vl_peso_final, f.vl_kg, f.vl_minimo, f.pc_ad_valorem, f.pc_gris, f.vl_pedagio_100_kg, f.dias_prazo, f.enable
  from frete_rotas f`,
);
