import type { AppMessages } from '../pt-BR';

export const toolsEn = {
  title: 'Advanced tools',
  subtitle: "For when something did not work: re-sync an instance's webhook or replay an event received.",
  instance: 'Instance',
  resync: {
    title: 'Re-sync the webhook',
    detail: "Points the instance's webhook at the gateway back at this server (URL, secret and events).",
    button: 'Re-sync webhook',
    done: 'Webhook re-synced',
    failed: 'The webhook could not be re-synced',
  },
  replay: {
    title: 'Replay an event received',
    detail:
      'Pick a webhook in the monitor and replay it through the intake. Messages already stored are not duplicated.',
    webhookId: 'Webhook id (from the monitor)',
    button: 'Replay event',
    done: 'Event replayed',
    failed: 'The event could not be replayed',
    monitor: 'Open the webhook monitor',
  },
} as const satisfies AppMessages['app']['tools'];
