/** The tools as the providers are told about them: name, description and a JSON schema. */
import { z } from 'zod';
import type { ToolSpec } from '../../ai/port';
import type { AiTool } from './types';

/** The schema of what the model must send (`input`: a field with a default may be left out). */
export const toolSpecOf = (tool: AiTool): ToolSpec => ({
  name: tool.name,
  description: tool.description,
  parameters: z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >,
});

export const toolSpecs = (tools: readonly AiTool[]): ToolSpec[] => tools.map(toolSpecOf);
