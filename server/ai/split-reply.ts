/**
 * Splits an AI reply into WhatsApp messages when the instance's "single message" option is off:
 * one message per paragraph, as a person typing would send them, and a paragraph longer than the
 * limit is cut between sentences (then between words) so no message exceeds `maxChars`.
 */

/** Abbreviations whose dot does not end a sentence ("Sr. João", "Av. Paulista", "nº. 12"). */
const ABBREVIATIONS = new Set([
  'sr',
  'sra',
  'srta',
  'dr',
  'dra',
  'prof',
  'profa',
  'av',
  'n',
  'nº',
  'no',
  'etc',
  'obs',
  'aprox',
  'tel',
  'ref',
  'p',
]);

function endsWithAbbreviation(piece: string): boolean {
  const match = /(?:^|\s)([\p{L}º]+)\.$/u.exec(piece);
  return !!match?.[1] && ABBREVIATIONS.has(match[1].toLowerCase());
}

function sentencesOf(paragraph: string): string[] {
  const raw = paragraph.split(/(?<=[.!?…])\s+(?=\S)/u);
  const sentences: string[] = [];
  for (const piece of raw) {
    const previous = sentences.at(-1);
    if (previous !== undefined && endsWithAbbreviation(previous))
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/** A piece of text and what joined it to the previous piece in the original (a space or a line break). */
interface Unit {
  text: string;
  separator: ' ' | '\n';
}

/** Greedy packing: as many units per chunk as fit, each keeping its original separator. */
function pack(units: readonly Unit[], maxChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const unit of units) {
    const candidate = current ? `${current}${unit.separator}${unit.text}` : unit.text;
    if (candidate.length <= maxChars) {
      current = candidate;
    } else {
      if (current) chunks.push(current);
      current = unit.text;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function wordsOf(sentence: string, maxChars: number): string[] {
  return sentence.split(/\s+/).flatMap((word) => {
    if (word.length <= maxChars) return [word];
    // A single "word" this long (a URL, a code) can only be cut where the limit falls.
    const slices: string[] = [];
    for (let i = 0; i < word.length; i += maxChars) slices.push(word.slice(i, i + maxChars));
    return slices;
  });
}

/** Lines (a list keeps its line breaks), then sentences, then words: the coarsest cut that fits. */
function unitsOf(paragraph: string, maxChars: number): Unit[] {
  return paragraph.split('\n').flatMap((line, lineIndex) => {
    const lineSeparator = lineIndex === 0 ? ' ' : '\n';
    const pieces =
      line.length <= maxChars
        ? [line]
        : sentencesOf(line).flatMap((sentence) =>
            sentence.length <= maxChars ? [sentence] : wordsOf(sentence, maxChars),
          );
    return pieces.map((text, index): Unit => ({ text, separator: index === 0 ? lineSeparator : ' ' }));
  });
}

function splitParagraph(paragraph: string, maxChars: number): string[] {
  return paragraph.length <= maxChars ? [paragraph] : pack(unitsOf(paragraph, maxChars), maxChars);
}

export function splitReply(text: string, maxChars: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0)
    .flatMap((paragraph) => splitParagraph(paragraph, limit));
}
