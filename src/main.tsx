import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { pageReady } from './custom-pages/firstRender';
import { APP_PAGES } from './custom-pages/pages';
import { preloadPageFor } from './custom-pages/preload';
import { queryClient } from './providers/queryClient';
import { getToken } from './providers/session';
import { trustStoredSession } from './providers/storedSession';
import { holdUntilFirstPaint } from './ui/firstPaint';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Signed in: the frame and the page's code start beside the session check rather than after it,
// and the first render draws the frame with its page once that page's code and data are there.
if (getToken()) {
  trustStoredSession(queryClient);
  // Nothing the first commit mounts renders again before the browser paints it (ui/firstPaint.ts).
  holdUntilFirstPaint();
  const page = preloadPageFor(window.location.pathname, APP_PAGES, window.location.search);
  void pageReady(page, queryClient).then(render);
} else {
  render();
}
