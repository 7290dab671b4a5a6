DROP VIEW "public"."view_roteiro_manual";--> statement-breakpoint
CREATE VIEW "public"."view_roteiro_manual" AS (select p.cod_pedido as cd_pedido, p.cd_empresa as company_id, (array['Domingo','Segunda-feira','Terça-feira','Quarta-feira','Quinta-feira','Sexta-feira','Sábado'])[extract(dow from coalesce(r.dt_roteiro, p.dt_entrega))::int + 1]::varchar(20) as dia_da_semana,
    r.nr_romaneio, p.nr_documento, p.id_cliente as id_pessoa, lpad(p.id_cliente::text, 6, '0')::varchar(20) as cd_pessoa, p.cliente as nm_pessoa,
    (lpad(p.id_cliente::text, 6, '0') || ' - ' || coalesce(p.cliente, '')) as ds_cliente,
    (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_cr_atual, p.status_pedido,
    p.vl_peso_bruto, p.vl_peso_liquido, p.vl_peso_bruto as kg, (select sum(coalesce(
      case when upper(ti.cd_sigla) in ('M3', 'M³') then i.qt_pedida end,
      case when upper(tp.cd_sigla) in ('M3', 'M³') then i.qt_pedida * i.vl_fator_conversao end,
      (select i.qt_pedida * i.vl_fator_conversao * c.qt_fator from produto_conversoes c join tipo_medidas d on d.id_tipo_medida = c.id_tipo_medida_destino
        where c.id_produto = i.id_produto and c.id_tipo_medida = pr.id_tipo_medida and upper(d.cd_sigla) in ('M3', 'M³') limit 1)))
    from pedido_venda_items i join produtos pr on pr.id_produto = i.id_produto
    join tipo_medidas ti on ti.id_tipo_medida = i.id_tipo_medida join tipo_medidas tp on tp.id_tipo_medida = pr.id_tipo_medida
    where i.cod_pedido = p.cod_pedido and i.st_item = 'A')::numeric(14,3) as metro, p.vl_total,
    r.id_roteiro, r.nm_roteiro, r.status_roteiro, rp.nr_ordem, p.dt_emissao, (select (max(n.dt_autorizacao) at time zone 'America/Sao_Paulo')::date from nfe_emitidas n where n.cod_pedido = p.cod_pedido and n.st_nfe = 'autorizada') as dt_faturamento, p.dt_entrega,
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
    and (r.id_roteiro is null or r.status_roteiro in ('Aberto', 'Em Separação', 'Separado', 'Em Conferência')));