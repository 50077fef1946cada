import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const SettingsScreen = () => <UnderConstruction titleKey="app.pages.settings" />;

/** System settings (spec 3 §2.2). */
export const SettingsPage = definePage(SettingsScreen, '/settings');
