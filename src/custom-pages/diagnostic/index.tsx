import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const DiagnosticScreen = () => <UnderConstruction titleKey="app.pages.diagnostic" />;

/** AI-readiness diagnostic (spec 3 §2.12). */
export const DiagnosticPage = definePage(DiagnosticScreen, '/diagnostic');
