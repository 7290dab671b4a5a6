-- The planner's estimate of the rows a query returns, when above `threshold`; else null (the caller then
-- counts exactly). A table whose statistics hold no more than `threshold` rows answers null without
-- planning. Large lists answer this estimate instead of an exact count(*), which reads every matching
-- row (300 ms for the 1,000,000 orders of a company): docs/performance.md. The query is the API's own
-- statement with its values inlined as literals; EXPLAIN plans it without running it (VOLATILE: PostgreSQL
-- refuses EXPLAIN in a stable function).
CREATE OR REPLACE FUNCTION row_estimate(relation regclass, query text, threshold bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  size real;
  plan json;
  estimate bigint;
BEGIN
  SELECT reltuples INTO size FROM pg_class WHERE oid = relation AND relkind IN ('r', 'p', 'm');
  IF size IS NOT NULL AND size >= 0 AND size <= threshold THEN
    RETURN NULL;
  END IF;
  EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
  estimate := round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
  RETURN CASE WHEN estimate > threshold THEN estimate END;
END
$$;
