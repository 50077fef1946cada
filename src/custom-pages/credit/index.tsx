import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const LeadsOkScreen = () => <UnderConstruction titleKey="app.pages.leadsok" />;
const FinanceirasScreen = () => <UnderConstruction titleKey="app.pages.financeiras" />;

/** The credit area reached from the top bar's LeadsOK button. */
export const LeadsOkPage = definePage(LeadsOkScreen, '/leadsok');

/** The credit portal page (spec 3 §2.6). */
export const FinanceirasPage = definePage(FinanceirasScreen, '/financeiras');
