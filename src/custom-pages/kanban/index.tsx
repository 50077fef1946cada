import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

const KanbanScreen = () => <UnderConstruction titleKey="app.pages.kanban" />;

/** The lead board (spec 2 §2.5). */
export const KanbanPage = definePage(KanbanScreen, '/kanban');
