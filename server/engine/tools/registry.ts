/**
 * The tools the AI may use in a conversation. Each area exports its array from its own file; adding
 * an area is one line in `TOOL_SETS`.
 */
import { agendaTools } from './agenda-tools';
import { financingTools } from './financing-tools';
import { handOverTools } from './hand-over-tool';
import { stockTools } from './stock-tools';
import type { AiTool } from './types';

const TOOL_SETS: readonly (readonly AiTool[])[] = [stockTools, agendaTools, financingTools, handOverTools];

export interface ToolFacts {
  /** The shop has cars in stock: without any, a search can only disappoint. */
  hasStock: boolean;
}

export function toolsFor(facts: ToolFacts): readonly AiTool[] {
  return TOOL_SETS.flat().filter((tool) => facts.hasStock || tool.name !== 'buscar_veiculos');
}
