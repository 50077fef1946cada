import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const HomeScreen = () => <UnderConstruction titleKey="app.pages.home" />;

/** Home: the instance dashboard (spec 1). `/` shows it to a signed-in user. */
export const HomePage = definePage(HomeScreen, '/', ['/dashboard']);
