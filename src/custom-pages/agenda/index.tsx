import { lazyPage } from '../../ui/definePage';

/** The agenda of test drives, visits and evaluations, loaded on demand like every other page. */
export const AgendaPage = lazyPage(() => import('./AgendaPage'), '/agenda');
