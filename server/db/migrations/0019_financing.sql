CREATE TABLE "financing_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"min_down_payment_percent" numeric(5, 2) NOT NULL,
	"banks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"km" integer,
	"plate" text,
	"condition_notes" text DEFAULT '' NOT NULL,
	"photo_message_ids" uuid[] DEFAULT '{}' NOT NULL,
	"reference_price" numeric(12, 2),
	"reference_source" text,
	"reference_month" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "financing_interest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "financing_settings" ADD CONSTRAINT "financing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_ins_lead_key" ON "trade_ins" USING btree ("lead_id");