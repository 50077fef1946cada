import { KanbanScreen } from './KanbanScreen';

/** The lead board page, loaded on demand (drag and drop is only needed here). */
const KanbanPage = () => <KanbanScreen />;

export default KanbanPage;
