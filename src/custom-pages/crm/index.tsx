import { lazyPage } from '../../ui/definePage';

/** The embedded CRM (spec 3 §2.5), also reached at `/autocerto/sistema`. */
export const AutocertoPage = lazyPage(() => import('./EmbeddedCrmScreen'), '/autocerto', {
  aliases: ['/autocerto/sistema'],
});

/** CRM integration settings (spec 3 §2.4). */
export const AutocertoSettingsPage = lazyPage(
  () => import('./AutocertoSettingsScreen'),
  '/autocerto-settings',
);
