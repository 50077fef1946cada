/**
 * WhatsApp's message formatting, read from the text as WhatsApp reads it: `*bold*`, `_italic_`,
 * `~strike~`, ```` ```monospace``` ```` and `` `inline code` ``. The result is a tree of tokens
 * for a component to build elements from: the text itself is never interpreted as markup.
 */
export type StyleKind = 'bold' | 'italic' | 'strike';

export type WhatsAppToken =
  | { kind: 'text'; text: string }
  | { kind: StyleKind; children: WhatsAppToken[] }
  | { kind: 'mono' | 'code'; text: string };

const STYLE_OF: Readonly<Record<string, StyleKind>> = { '*': 'bold', _: 'italic', '~': 'strike' };
const FENCE = '```';

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => char !== undefined && /\s/u.test(char);

/**
 * A marker opens a span only at the start of a word (`2*3*4` stays as typed) and when text follows
 * it directly (`* item` is a bullet, not bold).
 */
const canOpen = (text: string, at: number) =>
  !isWordChar(text[at - 1]) && text[at + 1] !== undefined && !isSpace(text[at + 1]);

/** …and closes it at the end of a word: right after text, not followed by a letter or digit. */
const canClose = (text: string, at: number) => !isSpace(text[at - 1]) && !isWordChar(text[at + 1]);

/** The closing marker of a span opened at `open`, on the same line, or -1. */
function closingOf(text: string, open: number, marker: string): number {
  for (let at = open + 2; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\n') return -1;
    if (char === marker && canClose(text, at)) return at;
  }
  return -1;
}

/** Appends literal text, merging it with the text token before it. */
function pushText(tokens: WhatsAppToken[], text: string) {
  const last = tokens.at(-1);
  if (last?.kind === 'text') last.text += text;
  else tokens.push({ kind: 'text', text });
}

export function parseWhatsAppText(text: string): WhatsAppToken[] {
  const tokens: WhatsAppToken[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (text.startsWith(FENCE, at)) {
      // A monospace block may span lines; its content is shown exactly as typed.
      const end = text.indexOf(FENCE, at + FENCE.length);
      if (end > at + FENCE.length) {
        tokens.push({ kind: 'mono', text: text.slice(at + FENCE.length, end) });
        at = end + FENCE.length;
        continue;
      }
      pushText(tokens, FENCE);
      at += FENCE.length;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', at + 1);
      const content = end > at + 1 ? text.slice(at + 1, end) : '';
      if (content !== '' && !content.includes('\n')) {
        tokens.push({ kind: 'code', text: content });
        at = end + 1;
        continue;
      }
    }
    const style = STYLE_OF[char];
    if (style && canOpen(text, at)) {
      const end = closingOf(text, at, char);
      if (end !== -1) {
        tokens.push({ kind: style, children: parseWhatsAppText(text.slice(at + 1, end)) });
        at = end + 1;
        continue;
      }
    }
    pushText(tokens, char);
    at += 1;
  }
  return tokens;
}

/** The text without its formatting markers, as one line: for previews of a message. */
export function plainWhatsAppText(text: string): string {
  const flatten = (tokens: WhatsAppToken[]): string =>
    tokens.map((token) => ('children' in token ? flatten(token.children) : token.text)).join('');
  return flatten(parseWhatsAppText(text)).replace(/\s+/g, ' ').trim();
}
