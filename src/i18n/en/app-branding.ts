import type { AppMessages } from '../pt-BR';

export const brandingEn = {
  section: 'Shop brand (white label)',
  logoUrl: 'Logo URL',
  logoUrlHelp:
    'A public https:// address of an image (PNG, SVG or JPG). Shown at the top of the app and on the sign-in page.',
  preview: 'Logo preview',
  save: 'Save logo',
  saved: 'Logo saved!',
  saveFailed: 'Could not save the logo',
  notInPlan:
    "The shop's own name and logo in place of the Vendaí brand come with the %{plan} plan. The address stays saved for when the shop changes plan.",
  active: 'On the current plan, the top of the app and the sign-in page show "%{name}" and this logo.',
} satisfies AppMessages['app']['branding'];
