import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const BonusScreen = () => <UnderConstruction titleKey="app.pages.bonus" />;

/** Monthly bonuses (spec 3 §2.3). */
export const BonusPage = definePage(BonusScreen, '/bonus');
