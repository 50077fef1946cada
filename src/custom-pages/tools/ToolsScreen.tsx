import { UnderConstruction } from '../UnderConstruction';

const ToolsScreen = () => <UnderConstruction titleKey="app.pages.tools" />;

export default ToolsScreen;
