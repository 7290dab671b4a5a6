CREATE VIEW "public"."vw_pedidos" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nm_setor, p.status_pedido, p.nr_documento,
    null::int as id_lote_separacao, null::varchar(30) as status_lote_separacao,
    (select u.name from logs l join people u on u.id = l.id_pessoa
      where l.nm_entidade_origem in ('PedidoVenda', 'PedidoDeVenda') and l.id_entidade_origem = p.cod_pedido::text and l.company_id = p.cd_empresa
      order by l.id limit 1) as usuario_abertura,
    null::int as id_work_flow_item_fase, null::varchar(100) as nm_fase,
    p.vl_frete, null::int as rota_id, null::varchar(30) as status_roteiro, p.dt_emissao, p.dt_entrega, null::text as transportador,
    p.vl_peso_bruto, p.tp_pedido_de_venda,
    (select a.street from addresses a where a.people_id = p.id_cliente order by a.id limit 1) as nm_logradouro,
    null::varchar(30) as status_separacao_pedido, p.vl_total, p.version
  from pedido_venda p);