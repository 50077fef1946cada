ALTER TABLE "webhook_events" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "logs_time_idx" ON "logs" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "webhook_events_started_idx" ON "webhook_events" USING btree ("started_at");