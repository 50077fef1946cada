/**
 * Runs before the app's entry, as soon as the HTML names it (a classic script of its own, built
 * apart: scripts/early-requests.ts): with a stored session, the first requests leave now instead
 * of after the entry has been downloaded, parsed and run. The app adopts their answers.
 */
import { startEarlyRequests } from './firstRequests';

try {
  window.__vendaiEarly = startEarlyRequests(window.location);
} catch {
  // No storage (a privacy mode) or no fetch: the app asks on its own, as it always could.
}
