import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const SimulatorScreen = () => <UnderConstruction titleKey="app.pages.simulator" />;

/** The built-in WhatsApp simulator: a fake phone to talk to an instance (DESIGN §1). */
export const SimulatorPage = definePage(SimulatorScreen, '/simulator');
