import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const AutocertoScreen = () => <UnderConstruction titleKey="app.pages.autocerto" />;
const AutocertoSettingsScreen = () => <UnderConstruction titleKey="app.pages.autocertoSettings" />;

/** The embedded CRM (spec 3 §2.5), also reached at `/autocerto/sistema`. */
export const AutocertoPage = definePage(AutocertoScreen, '/autocerto', ['/autocerto/sistema']);

/** CRM integration settings (spec 3 §2.4). */
export const AutocertoSettingsPage = definePage(AutocertoSettingsScreen, '/autocerto-settings');
