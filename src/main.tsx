import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { APP_PAGES } from './custom-pages/pages';
import { preloadPageFor } from './custom-pages/preload';
import { getToken } from './providers/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Signed in: the page's code loads beside the session check rather than after it.
if (getToken()) preloadPageFor(window.location.pathname, APP_PAGES, window.location.search);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
