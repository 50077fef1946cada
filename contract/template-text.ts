/**
 * A template's `{{n}}` variables. A file without zod: the inbox shows and fills templates on its
 * first load, and taking these from `message-templates.ts` would bring zod and every template
 * schema into that load.
 */

const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/** The variable numbers of a text, in order of appearance (`{{1}}` → 1). */
export function templateVariables(text: string): number[] {
  return [...text.matchAll(VARIABLE)].map((match) => Number(match[1]));
}

/** The text with each `{{n}}` replaced by `values[n-1]` (left as is when there is no value). */
export function fillTemplate(text: string, values: readonly string[]): string {
  return text.replace(VARIABLE, (whole, n: string) => values[Number(n) - 1] || whole);
}
