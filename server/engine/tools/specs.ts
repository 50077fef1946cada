/** The tools as the providers are told about them: name, description and a JSON schema. */
import { z } from 'zod';
import type { ToolSpec } from '../../ai/port';
import type { AiTool } from './types';

/** zod writes `int()` as bounds of ±2^53: true, and only tokens to the model. */
function withoutSafeIntegerBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutSafeIntegerBounds);
  if (typeof schema !== 'object' || schema === null) return schema;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    const safeBound =
      (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) ||
      (key === 'maximum' && value === Number.MAX_SAFE_INTEGER);
    if (!safeBound) kept[key] = withoutSafeIntegerBounds(value);
  }
  return kept;
}

/**
 * The tools are fixed: each one's spec is written once (turning a zod schema into JSON schema cost
 * about a millisecond of every reply).
 */
const specs = new WeakMap<AiTool, ToolSpec>();

/** The schema of what the model must send (`input`: a field with a default may be left out). */
export function toolSpecOf(tool: AiTool): ToolSpec {
  let spec = specs.get(tool);
  if (!spec) {
    spec = {
      name: tool.name,
      description: tool.description,
      parameters: withoutSafeIntegerBounds(
        z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }),
      ) as Record<string, unknown>,
    };
    specs.set(tool, spec);
  }
  return spec;
}

export const toolSpecs = (tools: readonly AiTool[]): ToolSpec[] => tools.map(toolSpecOf);
