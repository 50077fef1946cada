import { lazyPage } from '../../ui/definePage';

/** The credit area reached from the top bar's LeadsOK button: leads whose sale used financing. */
export const LeadsOkPage = lazyPage(() => import('./LeadsOkScreen'), '/leadsok');

/** The credit portal page (spec 3 §2.6). */
export const FinanceirasPage = lazyPage(() => import('./FinanceirasScreen'), '/financeiras');
