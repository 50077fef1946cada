-- The intake on the embedded database hands its live events to the server's own listeners after
-- its commit (every listener is in that process), the monitor records' `webhook_recorded` among
-- them: a batch that does so sets `vendai.live_in_process` for its transaction and the trigger
-- then writes no notification. Every other write of a monitor record (the reply job settling its
-- outcome, PostgreSQL's intake) notifies as before.
CREATE OR REPLACE FUNCTION notify_webhook_recorded() RETURNS trigger AS $$
BEGIN
  IF current_setting('vendai.live_in_process', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify(
    'vendai_events',
    json_build_object(
      'organizationId', NEW.organization_id,
      'event', json_build_object('type', 'webhook_recorded', 'instanceId', NEW.instance_id, 'webhookId', NEW.id)
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
