import { lazyPage } from '../../ui/definePage';

/** The built-in WhatsApp simulator: a fake phone to talk to an instance (DESIGN §1), loaded on demand. */
export const SimulatorPage = lazyPage(() => import('./SimulatorPage'), '/simulator');
