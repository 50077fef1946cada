import { simulateFinancingTool } from './simulate-financing-tool';
import { registerTradeInTool } from './trade-in-tool';
import type { AiTool } from './types';

/** The AI's financing and trade-in tools (issue 24), for the tool registry. */
export const financingTools: readonly AiTool[] = [simulateFinancingTool, registerTradeInTool];
