CREATE TABLE "cloud_sim_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_length" bigint NOT NULL,
	"handle" text,
	"data_base64" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_sim_uploads_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "header_media" jsonb;