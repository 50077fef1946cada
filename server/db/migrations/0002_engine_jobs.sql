DROP INDEX "jobs_pending_key";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "transcription" text;--> statement-breakpoint
CREATE INDEX "jobs_running_lease_idx" ON "jobs" USING btree ("locked_at") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" = 'pending' and "jobs"."dedupe_key" is not null;