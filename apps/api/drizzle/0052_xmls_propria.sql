ALTER TABLE "xmls" ADD COLUMN "st_propria" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Invoices already imported: the company's own when their issuer is the company (the same test as on import).
UPDATE "xmls" SET "st_propria" = true FROM "people" WHERE "people"."id" = "xmls"."company_id" AND coalesce(regexp_replace("people"."document", '\D', '', 'g'), '') <> '' AND regexp_replace("people"."document", '\D', '', 'g') = regexp_replace("xmls"."cnpj_emitente", '\D', '', 'g');
