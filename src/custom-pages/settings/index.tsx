import { definePage } from '../definePage';
import { SettingsScreen } from './SettingsPage';

/** System settings (spec 3 §2.2). */
export const SettingsPage = definePage(SettingsScreen, '/settings');
