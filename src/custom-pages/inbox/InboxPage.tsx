import { memo } from 'react';
import { InboxErrorBoundary } from './InboxErrorBoundary';
import { InboxScreen } from './InboxScreen';

/**
 * The inbox page, loaded on demand, behind its own crash screen. Memoized (it has no props): the
 * routes above it render again while react-admin registers its resources and settles the session,
 * and the inbox then renders only for the contexts it reads itself.
 */
const InboxPage = memo(function InboxPage() {
  return (
    <InboxErrorBoundary>
      <InboxScreen />
    </InboxErrorBoundary>
  );
});

export default InboxPage;
