CREATE TABLE "ai_reply_health" (
	"instance_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"last_failure_at" timestamp with time zone,
	"last_failure" text,
	"auth_failures" integer DEFAULT 0 NOT NULL,
	"key_rejected_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "messages_conversation_time_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "needs_attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "ai_reply_health" ADD CONSTRAINT "ai_reply_health_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reply_health" ADD CONSTRAINT "ai_reply_health_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_reply_health_org_idx" ON "ai_reply_health" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_time_idx" ON "messages" USING btree ("conversation_id","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);