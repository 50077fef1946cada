import { InboxErrorBoundary } from './InboxErrorBoundary';
import { InboxScreen } from './InboxScreen';

/** The inbox page, loaded on demand, behind its own crash screen. */
const InboxPage = () => (
  <InboxErrorBoundary>
    <InboxScreen />
  </InboxErrorBoundary>
);

export default InboxPage;
