ALTER TABLE "jobs" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "permission" varchar(100);--> statement-breakpoint
CREATE INDEX "jobs_cancel_idx" ON "jobs" USING btree ("locked_by") WHERE "jobs"."cancel_requested_at" is not null and "jobs"."state" = 'active';