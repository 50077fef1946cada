import { lazyPage } from '../../ui/definePage';

/** System settings (spec 3 §2.2), loaded on demand like every other page. */
export const SettingsPage = lazyPage(() => import('./SettingsPage'), '/settings');
