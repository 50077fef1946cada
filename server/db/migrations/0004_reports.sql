CREATE INDEX "conversations_org_created_idx" ON "conversations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_org_status_changed_idx" ON "leads" USING btree ("organization_id","status_changed_at");--> statement-breakpoint
CREATE INDEX "messages_org_time_idx" ON "messages" USING btree ("organization_id","timestamp");