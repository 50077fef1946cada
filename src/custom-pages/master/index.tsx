import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const MasterScreen = () => <UnderConstruction titleKey="app.pages.master" />;

/** The platform owner's master panel (spec 3 §2.9). */
export const MasterPage = definePage(MasterScreen, '/master');
