import type { AppMessages } from '../pt-BR';

export const leadSourcesEn = {
  chip: {
    label: 'Source: %{name}',
  },
  notOnWhatsapp: {
    label: 'Number not on WhatsApp',
    hint: 'The first message could not be delivered on %{date}: reach them by phone or e-mail.',
  },
  noTemplate: {
    label: 'No approved template for the first contact',
    hint: 'On %{date} the official number could not start the conversation: pick an approved template on the lead source or reach them by phone or e-mail.',
  },
  kinds: {
    whatsapp_direct: 'Direct WhatsApp',
    ctwa_ad: 'Click-to-WhatsApp ad',
    portal: 'Portal',
    site: "Shop's site",
    import: 'Imported',
    manual: 'Entered by hand',
  },
  adHeadline: 'Ad: %{headline}',
  status: { active: 'Active', revoked: 'Revoked' },
  url: {
    title: 'Intake address: %{name}',
    once: 'Copy it now: for safety this address is not shown again. If lost, make a new one.',
    label: 'URL for the portal to post leads (JSON)',
    olxLabel: "URL in OLX's lead format",
    done: 'Copied',
  },
  rotate: {
    button: 'New address',
    title: 'Make a new address for %{name}?',
    content: 'The current address stops working at once. Update it on the portal.',
    done: 'New address made',
    failed: 'Could not make a new address',
  },
  revoke: {
    button: 'Revoke',
    title: 'Revoke %{name}?',
    content: 'The portal can no longer post leads to this address. Leads already received stay.',
    done: 'Source revoked',
    failed: 'Could not revoke the source',
  },
} as const satisfies AppMessages['app']['leadSources'];
