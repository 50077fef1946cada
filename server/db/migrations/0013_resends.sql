CREATE TABLE "message_resends" (
	"failed_message_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"resent_message_id" uuid,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"by_user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_resends" ADD CONSTRAINT "message_resends_failed_message_id_messages_id_fk" FOREIGN KEY ("failed_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_resends" ADD CONSTRAINT "message_resends_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_resends" ADD CONSTRAINT "message_resends_resent_message_id_messages_id_fk" FOREIGN KEY ("resent_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_resends" ADD CONSTRAINT "message_resends_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_resends_org_started_idx" ON "message_resends" USING btree ("organization_id","started_at");