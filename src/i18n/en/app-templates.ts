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
    headerKind: 'Header',
    headerFile: 'Header sample file',
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
    headerFile:
      "Meta reviews the template with this file. Sends carry the car's photo when there is one, else this file.",
  },
  headerKinds: {
    none: 'No header',
    text: 'Text',
    image: 'Image (JPEG or PNG, up to 5 MB)',
    document: 'Document (PDF, up to 100 MB)',
  },
  headerLabels: { text: 'Text', image: 'Picture', document: 'Document', noSample: '%{kind} (no file)' },
  categories: { MARKETING: 'Marketing', UTILITY: 'Utility', AUTHENTICATION: 'Authentication' },
  statuses: { PENDING: 'In review', APPROVED: 'Approved', REJECTED: 'Rejected', PAUSED: 'Paused' },
  languages: {
    pt_BR: 'Portuguese (BR)',
    pt_PT: 'Portuguese (Portugal)',
    en: 'English',
    en_US: 'English (US)',
    en_GB: 'English (UK)',
    es: 'Spanish',
    es_AR: 'Spanish (Argentina)',
    es_ES: 'Spanish (Spain)',
    es_MX: 'Spanish (Mexico)',
  },
  errors: {
    name: 'Use lowercase letters, digits and underscore (_) only',
    headerFileMissing: 'Choose the header sample file',
    imageType: 'The header image must be JPEG or PNG',
    imageSize: 'The header image must be at most 5 MB',
    documentType: 'The header document must be a PDF',
    documentSize: 'The header document must be at most 100 MB',
  },
  empty: 'No message templates yet',
} as const satisfies AppMessages['resources']['message-templates'];

export const templatesEn = {
  preview: 'Preview',
  headerImage: 'Header image',
  headerDocument: 'Header document',
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
    noSample:
      'This template has a picture or document header but was made in Meta\'s tools, so there is no file to send. Create it again under "Message templates" with its file, or pick another template.',
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
