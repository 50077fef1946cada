CREATE TABLE "report_funnel_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"instance_id" uuid NOT NULL,
	"seller_id" uuid,
	"level" text NOT NULL,
	"conversations" integer NOT NULL,
	"leads" integer NOT NULL,
	"new" integer NOT NULL,
	"qualified" integer NOT NULL,
	"negotiating" integer NOT NULL,
	"closed_won" integer NOT NULL,
	"closed_lost" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_response_buckets" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"instance_id" uuid NOT NULL,
	"seller_id" uuid,
	"measure" text NOT NULL,
	"seconds" double precision,
	"conversations" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_funnel_days" ADD CONSTRAINT "report_funnel_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_response_buckets" ADD CONSTRAINT "report_response_buckets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_funnel_days_org_day_idx" ON "report_funnel_days" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "report_response_buckets_org_day_idx" ON "report_response_buckets" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "leads_org_updated_idx" ON "leads" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "report_first_replies_unanswered_idx" ON "report_first_replies" USING btree ("organization_id","asked_at" DESC NULLS LAST) WHERE reply_at is null;