import { lazyPage } from '../../ui/definePage';

/** AI-readiness diagnostic (spec 3 §2.12), loaded on demand. */
export const DiagnosticPage = lazyPage(() => import('./DiagnosticScreen'), '/diagnostic');
