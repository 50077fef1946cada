/**
 * The tools stage's one entry (docs/design.md §2): the AI's actions during a reply, their registry,
 * how a call is checked and run, and the staff's timeline line it leaves.
 */
export { type ToolFacts, toolsFor } from './registry';
export { runTool, type ToolRun } from './run-tool';
export { toolSpecOf, toolSpecs } from './specs';
export { recordAiAction } from './timeline';
export type { AiTool, ToolContext, ToolOutcome } from './types';
