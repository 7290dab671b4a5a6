ALTER TABLE "logs" ADD COLUMN "log_restrito" text;--> statement-breakpoint
-- The changes already logged: costs, markups and margins move to log_restrito (platform/audit/restricted.ts), with
-- all of a markup's values. A row whose log is not JSON of { changes: {...} } (the old system's) is left as it is.
DO $$
DECLARE
  r record;
  j jsonb;
  ch jsonb;
  moved jsonb;
  keep jsonb;
  fields text[] := ARRAY['VlPrecoCusto', 'PcMargem', 'NmMarkup', 'PcImpostosSugerido', 'TpOrigemImpostos'];
  entities text[] := ARRAY['Markup', 'MarkupProduto', 'MarkupMeasureType'];
BEGIN
  FOR r IN
    SELECT id, nm_entidade_origem, log FROM logs
    WHERE nm_entidade_origem = ANY (entities)
      OR log LIKE ANY (ARRAY['%"VlPrecoCusto"%', '%"PcMargem"%', '%"NmMarkup"%', '%"PcImpostosSugerido"%', '%"TpOrigemImpostos"%'])
  LOOP
    BEGIN
      j := r.log::jsonb;
    EXCEPTION WHEN others THEN
      CONTINUE;
    END;
    IF jsonb_typeof(j) <> 'object' THEN CONTINUE; END IF;
    ch := j -> 'changes';
    IF ch IS NULL OR jsonb_typeof(ch) <> 'object' THEN CONTINUE; END IF;
    IF r.nm_entidade_origem = ANY (entities) THEN
      moved := ch;
      keep := '{}'::jsonb;
    ELSE
      SELECT coalesce(jsonb_object_agg(key, value) FILTER (WHERE key = ANY (fields)), '{}'::jsonb),
             coalesce(jsonb_object_agg(key, value) FILTER (WHERE NOT key = ANY (fields)), '{}'::jsonb)
        INTO moved, keep
        FROM jsonb_each(ch);
    END IF;
    IF moved = '{}'::jsonb THEN CONTINUE; END IF;
    UPDATE logs SET log = jsonb_set(j, '{changes}', keep)::text, log_restrito = jsonb_set(j, '{changes}', moved)::text WHERE id = r.id;
  END LOOP;
END $$;
