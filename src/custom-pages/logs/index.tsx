import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const LogsScreen = () => <UnderConstruction titleKey="app.pages.logslogs" />;

/** Comparative diagnostics and real server logs (spec 3 §2.13, DESIGN §6). */
export const LogsPage = definePage(LogsScreen, '/logslogs');
