import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const OnboardingScreen = () => <UnderConstruction titleKey="app.pages.onboarding" />;

/** The five-step organization onboarding wizard (spec 3 §2.10). */
export const OnboardingPage = definePage(OnboardingScreen, '/organizations/onboard');
