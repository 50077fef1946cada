CREATE TABLE "report_activity_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" integer NOT NULL,
	"instance_id" uuid NOT NULL,
	"seller_id" uuid,
	"inbound" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_aggregate_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_aggregate_days_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_ai_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"instance_id" uuid NOT NULL,
	"seller_id" uuid,
	"customer_messages" integer NOT NULL,
	"answered_by_ai" integer NOT NULL,
	"answered_by_human" integer NOT NULL,
	"takeovers" integer NOT NULL,
	"failures" integer NOT NULL,
	"ai_messages" integer NOT NULL,
	"audio" integer NOT NULL,
	"followups" integer NOT NULL,
	"followups_answered" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_first_replies" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"instance_id" uuid NOT NULL,
	"seller_id" uuid,
	"asked_at" timestamp with time zone NOT NULL,
	"reply_at" timestamp with time zone,
	"responder" text,
	"own_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_activity_days" ADD CONSTRAINT "report_activity_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_aggregate_days" ADD CONSTRAINT "report_aggregate_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_ai_days" ADD CONSTRAINT "report_ai_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_first_replies" ADD CONSTRAINT "report_first_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_first_replies" ADD CONSTRAINT "report_first_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_activity_days_org_day_idx" ON "report_activity_days" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "report_ai_days_org_day_idx" ON "report_ai_days" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "report_first_replies_org_day_idx" ON "report_first_replies" USING btree ("organization_id","day");