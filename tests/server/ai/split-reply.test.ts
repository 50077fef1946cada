import { describe, expect, it } from 'vitest';
import { splitReply } from '../../../server/ai/prompt';

describe('splitReply', () => {
  it('keeps a short single paragraph as one message', () => {
    expect(splitReply('Olá! Temos o Onix sim.', 500)).toEqual(['Olá! Temos o Onix sim.']);
  });

  it('returns nothing for an empty reply', () => {
    expect(splitReply('  \n\n ', 100)).toEqual([]);
  });

  it('sends one message per paragraph', () => {
    const reply = 'Boa tarde, João!\n\nTemos o Onix 2024 por R$ 89.900.\r\n\r\nQuer agendar um test drive?';
    expect(splitReply(reply, 500)).toEqual([
      'Boa tarde, João!',
      'Temos o Onix 2024 por R$ 89.900.',
      'Quer agendar um test drive?',
    ]);
  });

  it('cuts a long paragraph between sentences, packing as many as fit', () => {
    const paragraph =
      'Primeira frase curta. Segunda frase também curta! Terceira frase? Quarta e última frase.';
    const parts = splitReply(paragraph, 50);
    expect(parts).toEqual([
      'Primeira frase curta. Segunda frase também curta!',
      'Terceira frase? Quarta e última frase.',
    ]);
    expect(parts.every((part) => part.length <= 50)).toBe(true);
  });

  it('does not treat abbreviations or prices as sentence ends', () => {
    const paragraph = 'O Sr. Carlos vai te atender na Av. Paulista. O valor é R$ 1.500,00 de entrada.';
    expect(splitReply(paragraph, 50)).toEqual([
      'O Sr. Carlos vai te atender na Av. Paulista.',
      'O valor é R$ 1.500,00 de entrada.',
    ]);
  });

  it('keeps the line breaks of a list', () => {
    const list = 'Opções:\n- Onix LT\n- Onix Premier\n- Tracker';
    expect(splitReply(list, 25)).toEqual(['Opções:\n- Onix LT', '- Onix Premier\n- Tracker']);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const sentence = 'Temos condições especiais de financiamento para todos os modelos da loja neste mês';
    const parts = splitReply(sentence, 30);
    expect(parts.every((part) => part.length <= 30)).toBe(true);
    expect(parts.join(' ')).toBe(sentence);
  });

  it('cuts a word longer than the limit where it must', () => {
    const url = `https://loja.example/${'x'.repeat(50)}`;
    const parts = splitReply(url, 20);
    expect(parts.every((part) => part.length <= 20)).toBe(true);
    expect(parts.join('')).toBe(url);
  });

  it('never loses text', () => {
    const reply =
      'Oi! Tudo bem?\n\nTemos três versões. A LT custa R$ 89.900. A Premier custa R$ 109.900!\n\nQual prefere?';
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(normalise(splitReply(reply, 40).join(' '))).toBe(normalise(reply));
  });
});
