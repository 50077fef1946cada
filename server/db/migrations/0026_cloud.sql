CREATE TABLE "cloud_numbers" (
	"instance_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"waba_id" text NOT NULL,
	"app_secret_enc" text NOT NULL,
	"verify_token" text NOT NULL,
	"display_phone_number" text NOT NULL,
	"verified_name" text NOT NULL,
	"quality_rating" text NOT NULL,
	"messaging_limit_tier" text,
	"last_account_event" jsonb,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media_gateway_id" text;--> statement-breakpoint
ALTER TABLE "cloud_numbers" ADD CONSTRAINT "cloud_numbers_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_numbers" ADD CONSTRAINT "cloud_numbers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;