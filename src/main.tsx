import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { APP_PAGES } from './custom-pages/pages';
import { preloadPageFor } from './custom-pages/preload';
import { queryClient } from './providers/queryClient';
import { getToken } from './providers/session';
import { trustStoredSession } from './providers/storedSession';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Signed in: the frame and the page's code start beside the session check rather than after it.
if (getToken()) {
  trustStoredSession(queryClient);
  preloadPageFor(window.location.pathname, APP_PAGES, window.location.search);
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
