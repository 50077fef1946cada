/**
 * Installed before any script of the page runs: on every DOM change, each check below that names the
 * current address is run, and the first time it holds, the next animation frame's time (the content
 * is then painted) is kept in `window.__contentShown[key]`, on the page's clock. A check is what "the
 * page's real content is on screen" means there: spinners and skeletons never satisfy it, the data
 * the page is about does. (Source text, not a function: the page would not have the helpers a
 * compiled function may call, and the product's CSP forbids compiling strings in the page.)
 */
export const CONTENT_WATCHER = `(() => {
  const q = (selector) => document.querySelector(selector);
  const checks = {
    // The dashboard: the instance cards (GET /api/instances) and the figures (GET /api/stats).
    '/': () =>
      q('main li h3') !== null &&
      [...document.querySelectorAll('main [role="group"] p')].some((p) => /^\\d/.test(p.textContent)),
    // The inbox: the conversation list's rows.
    '/whatsapp': () => q('main [aria-label="Conversas"] [role="listitem"]') !== null,
    // The board: a lead card in a column, under the board's title.
    '/kanban': () => q('main h1')?.textContent === 'Kanban de Leads' && q('main li h3, main [role="listitem"] h3') !== null,
    // The empty react-admin page: its dashboard, and its list's rows.
    'empty:/': () => q('main h1')?.textContent === 'Painel',
    'empty:/items': () => q('main .RaDatagrid-row') !== null,
  };
  const shown = {};
  const pending = new Set();
  window.__contentShown = shown;
  // Before a menu click: the target's content counts again from now.
  window.__contentReset = (key) => {
    delete shown[key];
    pending.delete(key);
  };
  new MutationObserver(() => {
    for (const [key, test] of Object.entries(checks)) {
      if (key in shown || pending.has(key)) continue;
      if (window.location.pathname !== key.replace(/^empty:/, '')) continue;
      if (!test()) continue;
      pending.add(key);
      requestAnimationFrame(() => {
        shown[key] = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;
