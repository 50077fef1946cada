import { LegalPage } from './LegalPage';

const TermsPage = () => <LegalPage kind="terms" />;
export default TermsPage;
