import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const WebhookMonitorScreen = () => <UnderConstruction titleKey="app.pages.webhookMonitor" />;

/** The webhook pipeline monitor (spec 3 §2.11). */
export const WebhookMonitorPage = definePage(WebhookMonitorScreen, '/webhook-monitor');
