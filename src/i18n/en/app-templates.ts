import type { AppMessages } from '../pt-BR';

export const templatesResourceEn = {
  name: 'Message template |||| Message templates',
  menu: 'Message templates',
  fields: {
    name: 'Name',
    instanceId: 'Number (official API)',
    category: 'Category',
    language: 'Language',
    header: 'Header (optional)',
    body: 'Text',
    examples: 'Variable examples',
    example: 'Example of {{%{n}}}',
    footer: 'Footer (optional)',
    buttons: 'Quick reply buttons',
    button: 'Button text',
    status: 'Status',
    rejectionReason: 'Rejection reason',
    updatedAt: 'Updated at',
  },
  helpers: {
    name: 'Lowercase letters, digits and underscore only (e.g. customer_followup)',
    body: 'Use {{1}}, {{2}}… for the parts that change on each send. The text cannot start or end with a variable.',
    buttons: 'Up to 3 buttons',
  },
  categories: { MARKETING: 'Marketing', UTILITY: 'Utility', AUTHENTICATION: 'Authentication' },
  statuses: { PENDING: 'In review', APPROVED: 'Approved', REJECTED: 'Rejected', PAUSED: 'Paused' },
  errors: { name: 'Use lowercase letters, digits and underscore (_) only' },
  empty: 'No message templates yet',
} as const satisfies AppMessages['resources']['message-templates'];

export const templatesEn = {
  preview: 'Preview',
  sync: {
    button: 'Refresh from Meta',
    pick: 'Choose the number to refresh',
    done: 'Templates refreshed: %{updated} changed, %{created} new',
    failed: "Could not read the templates of Meta's account",
  },
  window: {
    closed: '24-hour window closed',
    explain:
      'The customer has not written for more than 24 hours. WhatsApp only allows an approved template now.',
    pick: 'Approved template',
    none: 'No approved templates on this number',
    variable: 'Value of {{%{n}}}',
    send: 'Send template',
    sent: 'Template sent',
    failed: 'Could not send the template',
  },
  consent: {
    unknown: 'Consent not given',
    opted_in: 'Accepts messages',
    opted_out: 'Asked not to receive messages',
    change: "Change the contact's consent",
    set: {
      opted_in: 'Record that they accept messages',
      opted_out: 'Record that they asked to stop',
    },
    saved: 'Consent recorded',
    failed: 'Could not record the consent',
  },
} as const satisfies AppMessages['app']['templates'];
