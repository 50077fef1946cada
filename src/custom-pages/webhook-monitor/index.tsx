import { lazyPage } from '../../ui/definePage';

/** The webhook pipeline monitor (spec 3 §2.11), loaded on demand (it carries the charts). */
export const WebhookMonitorPage = lazyPage(() => import('./WebhookMonitorScreen'), '/webhook-monitor');
