-- The webhook monitor refreshes live: every write of a monitor record (the intake's insert, the reply
-- job settling its outcome) raises a `webhook_recorded` event on the app's event channel, delivered
-- on commit like every other event, in the envelope the event bus reads.
CREATE OR REPLACE FUNCTION notify_webhook_recorded() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'vendai_events',
    json_build_object(
      'organizationId', NEW.organization_id,
      'event', json_build_object('type', 'webhook_recorded', 'instanceId', NEW.instance_id, 'webhookId', NEW.id)
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER webhook_events_notify
AFTER INSERT OR UPDATE ON webhook_events
FOR EACH ROW EXECUTE FUNCTION notify_webhook_recorded();
