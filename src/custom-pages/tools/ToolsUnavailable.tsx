import { UnderConstruction } from '../UnderConstruction';

export const ToolsUnavailable = () => (
  <UnderConstruction titleKey="app.pages.tools" messageKey="app.pages.toolsUnavailable" />
);
