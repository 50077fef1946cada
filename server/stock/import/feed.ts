import { XMLParser } from 'fast-xml-parser';

/**
 * The car records of a stock feed: a JSON array, or an object holding one (`veiculos`, `itens`,
 * `vehicles`…), or an XML document whose repeated element is the car (`<estoque><veiculo>…`).
 * Nested values are flattened to text; a photo list becomes one space-separated cell.
 */
export function feedRecords(body: string, contentType: string): Record<string, string>[] {
  const trimmed = body.trim();
  const isXml = /xml/i.test(contentType) || trimmed.startsWith('<');
  const document: unknown = isXml
    ? new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: () => false }).parse(trimmed)
    : JSON.parse(trimmed);
  const list = findCarList(document);
  return list.map((item) => flatten(item));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first array of objects in the document, breadth first; a lone object is a list of one. */
function findCarList(document: unknown): Record<string, unknown>[] {
  const queue: unknown[] = [document];
  while (queue.length > 0) {
    const value = queue.shift();
    if (Array.isArray(value) && value.some(isRecord)) return value.filter(isRecord);
    if (isRecord(value)) {
      const children = Object.values(value);
      // `<estoque><veiculo>…</veiculo></estoque>` with a single car: the object itself.
      if (children.every((child) => !isRecord(child) && !Array.isArray(child)) && value !== document)
        return [value];
      queue.push(...children);
    }
  }
  return [];
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (isRecord(value)) {
    const url = value.url ?? value.href ?? value.src ?? value['#text'];
    return url !== undefined ? textOf(url) : Object.values(value).map(textOf).filter(Boolean).join(' ');
  }
  return String(value);
}

function flatten(item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, textOf(value)]));
}
