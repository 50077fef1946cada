/**
 * Gemini's function calling: `functionDeclarations` in `tools`, the model's `functionCall` parts,
 * and the results sent back as `functionResponse` parts in a `user` turn right after the model turn
 * that made the calls.
 */
import { type Content, FunctionCallingConfigMode, type Part, type Schema, type Tool } from '@google/genai';
import type { ToolCall, ToolRound, ToolSpec } from '../port';

/**
 * The keys of Gemini's schema subset (an OpenAPI 3 Schema object); anything else a JSON schema
 * carries (`$schema`, `additionalProperties`, `exclusiveMinimum`, `const`…) is refused or ignored, so
 * it is left out.
 */
const KEPT = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'properties',
  'required',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'anyOf',
  'default',
  'example',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON schema cut down to what Gemini accepts; `X | null` becomes `nullable: true`. */
export function toGeminiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toGeminiSchema);
  if (!isObject(schema)) return schema;
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : null;
  if (variants?.some((variant) => variant.type === 'null')) {
    const rest = variants.filter((variant) => variant.type !== 'null');
    const only = rest.length === 1 ? rest[0] : { anyOf: rest };
    const { anyOf: _anyOf, ...outer } = schema;
    return toGeminiSchema({ ...outer, ...only, nullable: true });
  }
  if (schema.const !== undefined && schema.enum === undefined) {
    return toGeminiSchema({ ...schema, enum: [schema.const], const: undefined });
  }
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key) || value === undefined) continue;
    if (key === 'properties' && isObject(value)) {
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toGeminiSchema(sub)]));
    } else if (key === 'items' || key === 'anyOf') {
      kept[key] = toGeminiSchema(value);
    } else {
      kept[key] = value;
    }
  }
  return kept;
}

export const toGeminiTools = (tools: readonly ToolSpec[]): Tool[] => [
  {
    functionDeclarations: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      // Cut down to the subset above, which is what Gemini's Schema type describes.
      parameters: toGeminiSchema(tool.parameters) as Schema,
    })),
  },
];

export const geminiToolConfig = (choice: 'auto' | 'none' | undefined) => ({
  functionCallingConfig: {
    mode: choice === 'none' ? FunctionCallingConfigMode.NONE : FunctionCallingConfigMode.AUTO,
  },
});

const argsOf = (call: ToolCall): Record<string, unknown> => {
  if (typeof call.arguments !== 'string') return call.arguments;
  try {
    const parsed: unknown = JSON.parse(call.arguments);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

/** Ids we made up for calls Gemini sent without one: they are not Gemini's, so they do not go back. */
const LOCAL_ID = 'local_';
const geminiId = (id: string) => (id.startsWith(LOCAL_ID) ? {} : { id });

/** The rounds of this reply as model turns with their calls and user turns with the responses. */
export function toolRoundContents(rounds: readonly ToolRound[]): Content[] {
  return rounds.flatMap((round): Content[] => [
    {
      role: 'model',
      parts: [
        ...(round.text ? [{ text: round.text }] : []),
        ...round.calls.map(
          (call): Part => ({
            functionCall: { ...geminiId(call.id), name: call.name, args: argsOf(call) },
            ...(call.signature ? { thoughtSignature: call.signature } : {}),
          }),
        ),
      ],
    },
    {
      role: 'user',
      parts: round.results.map(
        (result): Part => ({
          functionResponse: { ...geminiId(result.callId), name: result.name, response: result.content },
        }),
      ),
    },
  ]);
}

/** The `functionCall` parts of the first candidate; Gemini may leave out the id, so one is made. */
export function geminiToolCalls(parts: readonly Part[] | undefined, round: number): ToolCall[] {
  return (parts ?? []).flatMap((part, index): ToolCall[] => {
    const call = part.functionCall;
    if (!call?.name) return [];
    return [
      {
        id: call.id ?? `${LOCAL_ID}${round}_${index}`,
        name: call.name,
        arguments: call.args ?? {},
        ...(part.thoughtSignature ? { signature: part.thoughtSignature } : {}),
      },
    ];
  });
}
