import { useLocation } from 'react-admin';
import InboxPage from '../../../src/custom-pages/inbox/InboxPage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { RealtimeContext } from '../../../src/providers/realtime';
import { staticRealtime } from '../dashboard/realtimeFakes';
import { signInAs } from '../session';
import { renderWithAdmin } from '../TestApp';
import { stubInboxLayout } from './layout';

/** Where the app is, for assertions on the URL. */
export const currentLocation = { search: '' };

const LocationProbe = () => {
  currentLocation.search = useLocation().search;
  return null;
};

/** The inbox page signed in as Ana Souza (admin), over the fake API; live events come from `emit`. */
export const renderInbox = (path = '/whatsapp') => {
  signInAs('admin', { firstName: 'Ana', lastName: 'Souza', name: 'Ana Souza' });
  stubInboxLayout();
  const realtime = staticRealtime(true);
  const view = renderWithAdmin(
    <RealtimeContext.Provider value={realtime.value}>
      <InboxPage />
      <LocationProbe />
    </RealtimeContext.Provider>,
    { dataProvider, path },
  );
  return { ...view, emit: realtime.emit };
};
