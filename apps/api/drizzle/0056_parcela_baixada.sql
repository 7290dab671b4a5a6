DROP VIEW "public"."vw_pedido_parcelas";--> statement-breakpoint
CREATE VIEW "public"."vw_pedido_parcelas" AS (select p.id_parcela, p.cd_empresa, p.cod_pedido, p.nr_parcela, p.dt_vencimento, p.vl_parcela, p.ds_forma_pagamento,
    coalesce(r.recebido, 0)::numeric(14,2) as vl_recebido,
    greatest(p.vl_parcela - coalesce(r.recebido, 0), 0)::numeric(14,2) as vl_aberto,
    r.ultimo as dt_ultimo_recebimento,
    case when p.vl_parcela = 0 and coalesce(r.recebido, 0) = 0 then 'B' when coalesce(r.recebido, 0) >= p.vl_parcela then 'P' when p.dt_vencimento < (now() at time zone 'America/Sao_Paulo')::date then 'V' else 'A' end as st_parcela
  from pedido_venda_parcelas p
  left join (select id_parcela, sum(vl_recebido) as recebido, max(dt_recebimento) as ultimo from pedido_venda_recebimentos where st_recebimento = 'A' group by id_parcela) r
    on r.id_parcela = p.id_parcela);