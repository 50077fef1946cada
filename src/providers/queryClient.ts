import { QueryClient } from '@tanstack/react-query';
import { answerAccessAtOnce } from './accessAtOnce';

/**
 * The app's one query cache, handed to react-admin (which would otherwise make its own, with the
 * same defaults), so that a full page load can start the page's data before the first render.
 */
export const queryClient = new QueryClient();

answerAccessAtOnce(queryClient);
