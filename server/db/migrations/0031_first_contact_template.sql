ALTER TABLE "leads" ADD COLUMN "no_first_contact_template_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;