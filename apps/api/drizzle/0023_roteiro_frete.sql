CREATE TABLE "endereco_coordenadas" (
	"address_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"fonte" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipio_sedes" (
	"ibge" varchar(7) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frete_cotacoes" (
	"cd_cotacao" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"id_transportador" integer NOT NULL,
	"cd_frete" integer,
	"st_fila_cotacao" varchar(1) DEFAULT 'A' NOT NULL,
	"ds_erro" text,
	"dias_prazo" integer,
	"dt_previsao_entrega" date,
	"vl_total" numeric(14, 2),
	"dt_cotacao" timestamp with time zone DEFAULT now() NOT NULL,
	"st_escolhida" boolean DEFAULT false NOT NULL,
	"id_job" integer
);
--> statement-breakpoint
CREATE TABLE "frete_rotas" (
	"id_frete_rota" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_transportador" integer NOT NULL,
	"nm_rota" varchar(100) NOT NULL,
	"id_uf" varchar(2),
	"cd_cidades" varchar(7)[],
	"cd_cep_inicial" varchar(8),
	"cd_cep_final" varchar(8),
	"vl_peso_inicial" numeric(14, 3) NOT NULL,
	"vl_peso_final" numeric(14, 3) NOT NULL,
	"vl_kg" numeric(14, 4) NOT NULL,
	"vl_minimo" numeric(14, 2) NOT NULL,
	"pc_ad_valorem" numeric(8, 4) DEFAULT '0' NOT NULL,
	"pc_gris" numeric(8, 4) DEFAULT '0' NOT NULL,
	"vl_pedagio_100_kg" numeric(14, 2) DEFAULT '0' NOT NULL,
	"dias_prazo" integer NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "frete_rotas_peso_ck" CHECK ("frete_rotas"."vl_peso_final" > "frete_rotas"."vl_peso_inicial")
);
--> statement-breakpoint
CREATE TABLE "motoristas" (
	"id_motorista" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_motorista" varchar(120) NOT NULL,
	"nr_cnh" varchar(20),
	"nr_telefone" varchar(20),
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roteiro_eventos" (
	"id_roteiro_evento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_roteiro" integer NOT NULL,
	"cod_pedido" integer,
	"status_anterior" varchar(30),
	"status" varchar(30) NOT NULL,
	"ds_motivo" text,
	"id_usuario" integer,
	"nm_usuario" text,
	"dt_evento" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roteiro_pedidos" (
	"id_roteiro_pedido" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_roteiro" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"nr_ordem" integer NOT NULL,
	"status_pedido_roteiro" varchar(30) DEFAULT 'Aberto' NOT NULL,
	"ds_motivo" text,
	"dt_status" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario_status" integer,
	"nm_usuario_status" text,
	"vl_frete_rateado" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roteiros" (
	"id_roteiro" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_roteiro" varchar(100) NOT NULL,
	"dt_roteiro" date NOT NULL,
	"nr_romaneio" varchar(30),
	"regiao" varchar(60),
	"id_veiculo" integer NOT NULL,
	"id_motorista" integer,
	"status_roteiro" varchar(30) DEFAULT 'Aberto' NOT NULL,
	"vl_frete_transportador" numeric(14, 2) DEFAULT '0' NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "veiculos" (
	"id_veiculo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nr_placa" varchar(7) NOT NULL,
	"nm_veiculo" varchar(80) NOT NULL,
	"id_transportador" integer,
	"vl_capacidade_kg" numeric(14, 3) NOT NULL,
	"vl_capacidade_m3" numeric(14, 3),
	"enable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "veiculos_capacidade_ck" CHECK ("veiculos"."vl_capacidade_kg" > 0)
);
--> statement-breakpoint
DROP VIEW "public"."vw_pedidos";--> statement-breakpoint
ALTER TABLE "frete_cotacoes" ADD CONSTRAINT "frete_cotacoes_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frete_cotacoes" ADD CONSTRAINT "frete_cotacoes_id_transportador_people_id_fk" FOREIGN KEY ("id_transportador") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frete_cotacoes" ADD CONSTRAINT "frete_cotacoes_cd_frete_frete_rotas_id_frete_rota_fk" FOREIGN KEY ("cd_frete") REFERENCES "public"."frete_rotas"("id_frete_rota") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frete_rotas" ADD CONSTRAINT "frete_rotas_id_transportador_people_id_fk" FOREIGN KEY ("id_transportador") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roteiro_eventos" ADD CONSTRAINT "roteiro_eventos_id_roteiro_roteiros_id_roteiro_fk" FOREIGN KEY ("id_roteiro") REFERENCES "public"."roteiros"("id_roteiro") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roteiro_pedidos" ADD CONSTRAINT "roteiro_pedidos_id_roteiro_roteiros_id_roteiro_fk" FOREIGN KEY ("id_roteiro") REFERENCES "public"."roteiros"("id_roteiro") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roteiro_pedidos" ADD CONSTRAINT "roteiro_pedidos_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roteiros" ADD CONSTRAINT "roteiros_id_veiculo_veiculos_id_veiculo_fk" FOREIGN KEY ("id_veiculo") REFERENCES "public"."veiculos"("id_veiculo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roteiros" ADD CONSTRAINT "roteiros_id_motorista_motoristas_id_motorista_fk" FOREIGN KEY ("id_motorista") REFERENCES "public"."motoristas"("id_motorista") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_id_transportador_people_id_fk" FOREIGN KEY ("id_transportador") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frete_cotacoes_pedido_idx" ON "frete_cotacoes" USING btree ("cod_pedido");--> statement-breakpoint
CREATE INDEX "frete_cotacoes_empresa_idx" ON "frete_cotacoes" USING btree ("company_id","dt_cotacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "frete_rotas_transportador_idx" ON "frete_rotas" USING btree ("company_id","id_transportador");--> statement-breakpoint
CREATE INDEX "motoristas_empresa_idx" ON "motoristas" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "roteiro_eventos_roteiro_idx" ON "roteiro_eventos" USING btree ("id_roteiro","dt_evento");--> statement-breakpoint
CREATE INDEX "roteiro_pedidos_roteiro_idx" ON "roteiro_pedidos" USING btree ("id_roteiro","nr_ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "roteiro_pedidos_pedido_uq" ON "roteiro_pedidos" USING btree ("cod_pedido") WHERE "roteiro_pedidos"."status_pedido_roteiro" <> 'Cancelado';--> statement-breakpoint
CREATE INDEX "roteiros_empresa_idx" ON "roteiros" USING btree ("company_id","dt_roteiro" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "roteiros_veiculo_em_andamento_uq" ON "roteiros" USING btree ("id_veiculo") WHERE "roteiros"."status_roteiro" in ('Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento', 'Em Rota');--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_placa_uq" ON "veiculos" USING btree ("company_id","nr_placa");--> statement-breakpoint
CREATE VIEW "public"."view_fretes" AS (select q.cd_cotacao, q.company_id, q.cod_pedido as cd_chamada, p.status_pedido as st_pedido_de_venda, p.nr_documento, cl.alias as nm_curto,
    p.cliente as nm_pessoa, q.cd_frete, q.st_fila_cotacao, q.ds_erro, q.dias_prazo, q.dt_previsao_entrega, q.dt_cotacao, q.id_transportador,
    (select t.name from people t where t.id = q.id_transportador) as transportador, q.vl_total,
    (select rp.vl_frete_rateado from roteiro_pedidos rp where rp.cod_pedido = q.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado') as vl_frete_rateado,
    q.st_escolhida
  from frete_cotacoes q
  join pedido_venda p on p.cod_pedido = q.cod_pedido
  left join people cl on cl.id = p.id_cliente);--> statement-breakpoint
CREATE VIEW "public"."view_pedidos_roteiros" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, cl.alias as nm_curto, p.nr_documento, p.nm_setor, p.tp_pedido_de_venda, p.status_pedido,
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
  left join roteiro_pedidos rp on rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado'
  left join roteiros r on r.id_roteiro = rp.id_roteiro
  left join lateral (select a.street_type, a.street, a.number, a.complement, a.district, a.cep, a.city, a.uf
      from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
  where p.tp_pedido_de_venda <> 'O');--> statement-breakpoint
CREATE VIEW "public"."view_roteiro_manual" AS (select p.cod_pedido as cd_pedido, p.cd_empresa as company_id, (array['Domingo','Segunda-feira','Terça-feira','Quarta-feira','Quinta-feira','Sexta-feira','Sábado'])[extract(dow from coalesce(r.dt_roteiro, p.dt_entrega))::int + 1]::varchar(20) as dia_da_semana,
    r.nr_romaneio, p.nr_documento, p.id_cliente as id_pessoa, lpad(p.id_cliente::text, 6, '0')::varchar(20) as cd_pessoa, p.cliente as nm_pessoa,
    (lpad(p.id_cliente::text, 6, '0') || ' - ' || coalesce(p.cliente, '')) as ds_cliente,
    (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_cr_atual, p.status_pedido,
    p.vl_peso_bruto, p.vl_peso_liquido, p.vl_peso_bruto as kg, null::numeric(14,3) as metro, p.vl_total,
    r.id_roteiro, r.nm_roteiro, r.status_roteiro, rp.nr_ordem, p.dt_emissao, null::date as dt_faturamento, p.dt_entrega,
    (select t.name from people t where t.id = p.id_transportador) as nm_transportadora,
    a.street as nm_logradouro, a.number as nr_logradouro, a.district as nm_bairro, a.city as nm_cidade, a.uf as id_uf, a.cep as cd_cep, a.city_ibge as cd_ibge,
    coalesce(r.regiao, a.uf)::varchar(60) as regiao, c.lat, c.lng, c.fonte::varchar(20) as fonte_coordenada
  from pedido_venda p
  left join roteiro_pedidos rp on rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado'
  left join roteiros r on r.id_roteiro = rp.id_roteiro
  left join lateral (select a.id, a.street_type, a.street, a.number, a.complement, a.district, a.cep, a.city, a.city_ibge, a.uf
      from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
  left join lateral (select ec.lat, ec.lng, ec.fonte from endereco_coordenadas ec where ec.address_id = a.id
      union all select s.lat, s.lng, 'sede' from municipio_sedes s where s.ibge = a.city_ibge limit 1) c on true
  where p.tp_pedido_de_venda <> 'O' and p.status_pedido not in ('C', 'T', 'D')
    and (r.id_roteiro is null or r.status_roteiro in ('Aberto', 'Em Separação', 'Separado', 'Em Conferência')));--> statement-breakpoint
CREATE VIEW "public"."vtransportador_veiculo" AS (select r.id_roteiro as id, r.company_id, r.status_roteiro as status, r.nm_roteiro as rota, r.dt_criacao as emissao, r.dt_roteiro as entrega,
    v.id_transportador, coalesce((select t.name from people t where t.id = v.id_transportador), 'Frota própria') as nm_pessoa, v.nr_placa,
    coalesce(s.peso, 0)::numeric(14,3) as peso_carregado, v.vl_capacidade_kg, coalesce(s.n, 0)::int as num_pedidos,
    coalesce(s.total, 0)::numeric(14,2) as vl_faturamento_total, r.vl_frete_transportador,
    (case when coalesce(s.total, 0) > 0 then round(100 * r.vl_frete_transportador / s.total, 1) else 0 end)::numeric(7,1) as porcentagem_frete_transportador,
    coalesce(s.frete, 0)::numeric(14,2) as frete_rota
  from roteiros r
  join veiculos v on v.id_veiculo = r.id_veiculo
  left join lateral (select count(*) as n, sum(p.vl_peso_bruto) as peso, sum(p.vl_peso_liquido) as liquido, sum(p.vl_total) as total,
      sum(p.vl_frete) as frete, count(*) filter (where rp.status_pedido_roteiro = 'Entregue') as entregues,
      count(*) filter (where rp.status_pedido_roteiro = 'Recusado') as recusados
    from roteiro_pedidos rp join pedido_venda p on p.cod_pedido = rp.cod_pedido
    where rp.id_roteiro = r.id_roteiro and rp.status_pedido_roteiro <> 'Cancelado') s on true);--> statement-breakpoint
CREATE VIEW "public"."vw_roteiro_eventos" AS (select id_roteiro_evento, company_id, id_roteiro, cod_pedido, status_anterior, status, ds_motivo, nm_usuario, dt_evento from roteiro_eventos);--> statement-breakpoint
CREATE VIEW "public"."vw_roteiro_pedidos" AS (select rp.id_roteiro_pedido, rp.company_id, rp.id_roteiro, r.status_roteiro, r.dt_roteiro, r.nm_roteiro, rp.cod_pedido, rp.nr_ordem,
    rp.status_pedido_roteiro, rp.ds_motivo, rp.dt_status, rp.nm_usuario_status, rp.vl_frete_rateado,
    p.cliente, p.nr_documento, p.vl_peso_bruto, p.vl_total,
    a.street as nm_logradouro, a.number as nr_logradouro, a.district as nm_bairro, a.city as nm_cidade, a.uf as id_uf, a.cep as cd_cep,
    c.lat, c.lng, c.fonte::varchar(20) as fonte_coordenada
  from roteiro_pedidos rp
  join roteiros r on r.id_roteiro = rp.id_roteiro
  join pedido_venda p on p.cod_pedido = rp.cod_pedido
  left join lateral (select a.id, a.street_type, a.street, a.number, a.complement, a.district, a.cep, a.city, a.city_ibge, a.uf
      from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
  left join lateral (select ec.lat, ec.lng, ec.fonte from endereco_coordenadas ec where ec.address_id = a.id
      union all select s.lat, s.lng, 'sede' from municipio_sedes s where s.ibge = a.city_ibge limit 1) c on true);--> statement-breakpoint
CREATE VIEW "public"."vw_roteiros" AS (select r.id_roteiro, r.company_id, r.nm_roteiro, r.dt_roteiro, (array['Domingo','Segunda-feira','Terça-feira','Quarta-feira','Quinta-feira','Sexta-feira','Sábado'])[extract(dow from r.dt_roteiro)::int + 1]::varchar(20) as dia_da_semana, r.nr_romaneio, r.regiao,
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
  left join lateral (select count(*) as n, sum(p.vl_peso_bruto) as peso, sum(p.vl_peso_liquido) as liquido, sum(p.vl_total) as total,
      sum(p.vl_frete) as frete, count(*) filter (where rp.status_pedido_roteiro = 'Entregue') as entregues,
      count(*) filter (where rp.status_pedido_roteiro = 'Recusado') as recusados
    from roteiro_pedidos rp join pedido_venda p on p.cod_pedido = rp.cod_pedido
    where rp.id_roteiro = r.id_roteiro and rp.status_pedido_roteiro <> 'Cancelado') s on true);--> statement-breakpoint
CREATE VIEW "public"."vw_pedidos" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nm_setor, p.status_pedido, p.nr_documento,
    (select lp.id_lote_separacao from lote_separacao_pedidos lp where lp.cod_pedido = p.cod_pedido) as id_lote_separacao,
    (select l.status_lote_separacao from lote_separacao_pedidos lp join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
      where lp.cod_pedido = p.cod_pedido)::varchar(30) as status_lote_separacao,
    coalesce(p.usuario_abertura, (select u.name from logs l join people u on u.id = l.id_pessoa
      where l.nm_entidade_origem in ('PedidoVenda', 'PedidoDeVenda') and l.id_entidade_origem = p.cod_pedido::text and l.company_id = p.cd_empresa
      order by l.id limit 1)) as usuario_abertura,
    p.id_work_flow_item_fase, (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_fase,
    p.vl_frete, (select rp.id_roteiro from roteiro_pedidos rp where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado') as rota_id,
    (select r.status_roteiro from roteiro_pedidos rp join roteiros r on r.id_roteiro = rp.id_roteiro
      where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado')::varchar(30) as status_roteiro, p.dt_emissao, p.dt_entrega, (select t.name from people t where t.id = p.id_transportador) as transportador,
    p.vl_peso_bruto, p.tp_pedido_de_venda,
    (select a.street from addresses a where a.people_id = p.id_cliente order by a.id limit 1) as nm_logradouro,
    (select s.status_separacao_pedido from pedido_separacao_statuses s where s.cod_pedido = p.cod_pedido)::varchar(30) as status_separacao_pedido,
    p.vl_total, p.version
  from pedido_venda p);