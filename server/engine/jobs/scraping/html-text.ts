/** A fetched page as the plain text the AI reads: no markup, scripts or styles, lines kept. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  copy: '©',
  reg: '®',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
};

/** Accented letters by their entity names (&aacute; &Ccedil; &atilde; …), as Brazilian sites write them. */
const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
};

function decodeEntity(entity: string): string | undefined {
  if (entity.startsWith('#')) {
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  const named = NAMED_ENTITIES[entity];
  if (named) return named;
  const accent = /^([a-zA-Z])(acute|grave|circ|tilde|uml|cedil)$/.exec(entity);
  if (accent) return `${accent[1]}${ACCENTS[accent[2] as string]}`.normalize('NFC');
  return undefined;
}

export function decodeEntities(text: string): string {
  return text.replace(
    /&(#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g,
    (whole, entity: string) => decodeEntity(entity) ?? whole,
  );
}

/** Blocks whose content is never text a reader sees. */
const HIDDEN = /<(script|style|noscript|template|svg|iframe|object|canvas|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that end a line of text. */
const BREAKS =
  /<\/?(p|div|br|li|ul|ol|tr|table|section|article|header|footer|nav|aside|main|h[1-6]|dd|dt|blockquote|pre|hr|form|option)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  const text = decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(HIDDEN, ' ')
      .replace(/<td\b[^>]*>/gi, ' | ')
      .replace(BREAKS, '\n')
      .replace(/<[^>]*>/g, ' '),
  );
  const lines = text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').replace(/^[\s|]+|[\s|]+$/g, ''))
    .filter(Boolean);
  const body = lines.join('\n');
  return title && !body.startsWith(decodeEntities(title)) ? `${decodeEntities(title)}\n${body}` : body;
}

/** The charset of the Content-Type header, else of a <meta> near the top, else UTF-8. */
export function charsetOf(contentType: string, body: Buffer): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  const label = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}

/** Readable text of an HTML or plain-text body, at most `maxChars` characters. */
export function pageText(body: Buffer, contentType: string, maxChars: number): string {
  const decodedBody = new TextDecoder(charsetOf(contentType, body)).decode(body);
  const isHtml = /html|xml/i.test(contentType) || /^\s*<(!doctype|html)/i.test(decodedBody);
  const text = isHtml ? htmlToText(decodedBody) : decodedBody.replace(/[ \t]+/g, ' ').trim();
  return text.length > maxChars ? `${text.slice(0, maxChars).trimEnd()}…` : text;
}
