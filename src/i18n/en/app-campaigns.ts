import type { AppMessages } from '../pt-BR';

export const campaignsResourceEn = {
  name: 'Campaign |||| Campaigns',
  menu: 'Campaigns',
  fields: {
    name: 'Name',
    instanceId: 'Number',
    templateId: 'Approved template',
    text: 'Text',
    variables: 'Variable values',
    variable: 'Value of {{%{n}}}',
    status: 'Status',
    progress: 'Progress',
    createdAt: 'Created at',
    scheduledAt: 'Schedule for',
    sendNow: 'Send as soon as started',
    statuses: 'Lead status',
    qualifications: 'Qualification',
    sellerIds: 'Seller',
    saleChannels: 'Sale channel',
    lastContactFrom: 'Last contact from',
    lastContactTo: 'Last contact until',
    recentDays: 'Skip contacts reached by a campaign in the last (days)',
  },
  sections: { message: 'Message', audience: 'Audience', schedule: 'Sending', recipients: 'Recipients' },
  statuses: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    running: 'Sending',
    paused: 'Paused',
    done: 'Done',
    cancelled: 'Cancelled',
  },
  recipientStatuses: {
    queued: 'Queued',
    sent: 'Sent',
    delivered: 'Delivered',
    read: 'Read',
    replied: 'Replied',
    failed: 'Failed',
  },
  recipientFields: {
    contactName: 'Contact',
    contactNumber: 'Number',
    status: 'Status',
    error: 'Error',
    sentAt: 'Sent at',
  },
  leadStatuses: {
    new: 'New',
    qualified: 'Qualified',
    negotiating: 'Negotiating',
    closed_won: 'Won',
    closed_lost: 'Lost',
  },
  qualifications: { HOT: 'Hot', WARM: 'Warm', COLD: 'Cold' },
  empty: 'No campaigns yet',
} satisfies AppMessages['resources']['campanhas'];

export const campaignsEn = {
  audienceCount: '%{smart_count} contact will receive it |||| %{smart_count} contacts will receive it',
  audienceRules:
    'Only contacts who agreed to receive offers (consent recorded in the chat or on the lead) are reached; those who opted out never are.',
  banRisk:
    'Warning: campaigns on unofficial WhatsApp (Evolution) may get the number banned. Sending is slow on purpose (about 6 a minute).',
  cloudPace: "On the official WhatsApp sending follows the number's daily limit set by Meta.",
  noTemplates: 'No approved template on this number. Create one under Message templates.',
  progress: '%{sent} of %{total} sent · %{failed} failed',
  actions: {
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel campaign',
    done: 'Campaign updated',
    failed: 'Could not update the campaign',
  },
} satisfies AppMessages['app']['campaigns'];
