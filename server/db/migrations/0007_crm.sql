CREATE TABLE "crm_lead_links" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"pushed_status" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"config_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stock_inserted" integer DEFAULT 0 NOT NULL,
	"stock_updated" integer DEFAULT 0 NOT NULL,
	"stock_removed" integer DEFAULT 0 NOT NULL,
	"stock_unchanged" integer DEFAULT 0 NOT NULL,
	"leads_pushed" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
DROP INDEX "vehicles_org_external_key";--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "external_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "model" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "synced_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "synced_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_configs" ADD COLUMN "provider" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_configs" ADD COLUMN "web_url" text;--> statement-breakpoint
ALTER TABLE "crm_configs" ADD COLUMN "credit_portal_url" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "make" text NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "model_year" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "fuel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "transmission" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "body_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_lead_links" ADD CONSTRAINT "crm_lead_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_lead_links" ADD CONSTRAINT "crm_lead_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_runs" ADD CONSTRAINT "crm_sync_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_runs" ADD CONSTRAINT "crm_sync_runs_config_id_crm_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."crm_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_sync_runs_org_started_idx" ON "crm_sync_runs" USING btree ("organization_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_source_key" ON "vehicles" USING btree ("organization_id","source","external_id") WHERE "vehicles"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "vehicles_org_status_price_idx" ON "vehicles" USING btree ("organization_id","status","price");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "brand";--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "data";