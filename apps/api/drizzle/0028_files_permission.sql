ALTER TABLE "files" ADD COLUMN "permission" varchar(60);--> statement-breakpoint
-- The files already attached to an analysis (mrp_anexos.ds_arquivo = /api/files/<id>) and to a custom column's value are read as their records are.
UPDATE "files" SET "permission" = 'mrp' WHERE "id"::text IN (SELECT substring("ds_arquivo" from '[0-9a-f-]{36}$') FROM "mrp_anexos");--> statement-breakpoint
UPDATE "files" SET "permission" = 'produtos' WHERE "id"::text IN (SELECT substring("valor" from '[0-9a-f-]{36}$') FROM "colunas_valores" WHERE "valor" LIKE '/api/files/%');
