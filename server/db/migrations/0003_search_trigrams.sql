CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "conversations_name_trgm_idx" ON "conversations" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_number_trgm_idx" ON "conversations" USING gin ("contact_number" gin_trgm_ops);