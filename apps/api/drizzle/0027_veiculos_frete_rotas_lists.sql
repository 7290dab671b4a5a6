CREATE VIEW "public"."vw_frete_rotas" AS (select f.id_frete_rota, f.company_id, f.id_transportador, (select t.name from people t where t.id = f.id_transportador) as transportador, f.nm_rota, f.id_uf,
    f.cd_cidades, (select string_agg(m.nome || '/' || m.uf, ', ' order by array_position(f.cd_cidades, m.ibge)) from municipios m where m.ibge = any(f.cd_cidades)) as nm_cidades,
    f.cd_cep_inicial, f.cd_cep_final, f.vl_peso_inicial, f.vl_peso_final, f.vl_kg, f.vl_minimo, f.pc_ad_valorem, f.pc_gris, f.vl_pedagio_100_kg, f.dias_prazo, f.enable
  from frete_rotas f);--> statement-breakpoint
CREATE VIEW "public"."vw_veiculos" AS (select v.id_veiculo, v.company_id, v.nr_placa, v.nm_veiculo, v.id_transportador, (select t.name from people t where t.id = v.id_transportador) as transportador,
    v.vl_capacidade_kg, v.vl_capacidade_m3, v.enable from veiculos v);