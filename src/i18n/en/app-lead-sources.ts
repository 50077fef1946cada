import type { AppMessages } from '../pt-BR';

export const leadSourcesEn = {
  chip: {
    label: 'Source: %{name}',
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
} as const satisfies AppMessages['app']['leadSources'];
