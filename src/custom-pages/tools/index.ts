import { lazyPage } from '../../ui/definePage';
import { ToolsUnavailable } from './ToolsUnavailable';

/** Advanced tools, loaded on demand; 'Ferramentas em desenvolvimento' when that load fails. */
export const ToolsPage = lazyPage(() => import('./ToolsScreen'), '/tools', { Fallback: ToolsUnavailable });
