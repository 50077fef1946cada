import { lazyPage } from '../definePage';

/** The lead board (spec 2 §2.5), loaded on demand. */
export const KanbanPage = lazyPage(() => import('./KanbanPage'), '/kanban');
