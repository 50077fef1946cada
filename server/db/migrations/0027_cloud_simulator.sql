CREATE TABLE "cloud_sim_media" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"data_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_sim_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"waba_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"components" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejected_reason" text,
	"decide_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_numbers" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "referral" jsonb;--> statement-breakpoint
ALTER TABLE "cloud_sim_media" ADD CONSTRAINT "cloud_sim_media_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_sim_media_instance_idx" ON "cloud_sim_media" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_sim_templates_name_key" ON "cloud_sim_templates" USING btree ("waba_id","name","language");