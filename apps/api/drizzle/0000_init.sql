CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"people_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"nickname" text,
	"cep" varchar(8),
	"street_type" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city" text,
	"city_ibge" varchar(7),
	"uf" varchar(2),
	"country" text DEFAULT 'Brasil' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"people_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"people_type" varchar(1) NOT NULL,
	"document" varchar(14),
	"ie" varchar(20),
	"enable" boolean DEFAULT true NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"people_id" integer NOT NULL,
	"link_type" varchar(20) NOT NULL,
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"people_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"ddd" varchar(3),
	"phone" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" varchar(255) NOT NULL,
	CONSTRAINT "company_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" text DEFAULT '' NOT NULL,
	"visibility" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"menu" text NOT NULL,
	"rota" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"icone" text,
	"modulo" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"lost_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"colors" jsonb NOT NULL,
	"background_home" text,
	"favicon" text,
	"logo_login" text,
	"logo_menu" text,
	CONSTRAINT "themes_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"people_id" integer NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" varchar(20) DEFAULT 'user' NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_pessoa" integer,
	"id_entidade_origem" varchar(64) NOT NULL,
	"nm_entidade_origem" varchar(100) NOT NULL,
	"log" text NOT NULL,
	"dt_log" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"queue" varchar(100) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_links" ADD CONSTRAINT "people_links_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_links" ADD CONSTRAINT "people_links_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configs" ADD CONSTRAINT "configs_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_people_idx" ON "addresses" USING btree ("people_id");--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "emails_people_idx" ON "emails" USING btree ("people_id");--> statement-breakpoint
CREATE INDEX "emails_email_idx" ON "emails" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_company_document_uq" ON "people" USING btree ("company_id","document") WHERE "people"."document" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_links_uq" ON "people_links" USING btree ("company_id","people_id","link_type");--> statement-breakpoint
CREATE INDEX "people_links_people_idx" ON "people_links" USING btree ("people_id");--> statement-breakpoint
CREATE INDEX "phones_people_idx" ON "phones" USING btree ("people_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configs_company_key_uq" ON "configs" USING btree ("company_id","config_key");--> statement-breakpoint
CREATE INDEX "menus_company_idx" ON "menus" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_people_idx" ON "users" USING btree ("people_id");--> statement-breakpoint
CREATE INDEX "logs_company_idx" ON "logs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "logs_entity_idx" ON "logs" USING btree ("nm_entidade_origem","id_entidade_origem");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("queue","run_at") WHERE "jobs"."state" = 'created';--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");