CREATE TABLE "plan_usage_alerts" (
	"organization_id" uuid NOT NULL,
	"period" text NOT NULL,
	"threshold" integer NOT NULL,
	"used" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_usage_alerts_organization_id_period_threshold_pk" PRIMARY KEY("organization_id","period","threshold")
);
--> statement-breakpoint
ALTER TABLE "plan_usage_alerts" ADD CONSTRAINT "plan_usage_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;