import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../../../server/ai/errors';
import { formatTranscript, parseQualification } from '../../../server/ai/qualification';

describe('parseQualification', () => {
  it('reads a clean JSON verdict', () => {
    expect(
      parseQualification('{"level":"WARM","score":52,"reason":"Comparando modelos."}', 'openai'),
    ).toEqual({
      level: 'WARM',
      score: 52,
      reason: 'Comparando modelos.',
    });
  });

  it('tolerates a code fence, lowercase or Portuguese levels and a numeric string', () => {
    expect(
      parseQualification('```json\n{"level":"hot","score":"80","reason":"Quer fechar."}\n```', 'gemini'),
    ).toMatchObject({
      level: 'HOT',
      score: 80,
    });
    expect(parseQualification('{"level":"Frio","score":10,"reason":"Só curiosidade."}', 'gemini').level).toBe(
      'COLD',
    );
    expect(parseQualification('{"level":"MORNO","score":45.6,"reason":"Pediu fotos."}', 'gemini').score).toBe(
      46,
    );
  });

  it('keeps the score inside the band of its level', () => {
    expect(parseQualification('{"level":"HOT","score":30,"reason":"x"}', 'openai').score).toBe(70);
    expect(parseQualification('{"level":"COLD","score":95,"reason":"x"}', 'openai').score).toBe(39);
  });

  it.each([
    ['not JSON', 'Cliente quente'],
    ['a missing reason', '{"level":"HOT","score":90}'],
    ['an empty reason', '{"level":"HOT","score":90,"reason":"  "}'],
    ['an unknown level', '{"level":"LUKEWARM","score":50,"reason":"x"}'],
    ['a score above 100', '{"level":"HOT","score":150,"reason":"x"}'],
    ['an array', '[1,2,3]'],
  ])('throws invalid_response for %s', (_case, text) => {
    let error: unknown;
    try {
      parseQualification(text, 'deepseek');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ kind: 'invalid_response', provider: 'deepseek', retryable: false });
  });
});

describe('formatTranscript', () => {
  it('labels the speakers and keeps each message on one line', () => {
    expect(
      formatTranscript([
        { role: 'user', content: 'Oi\ntem Onix?' },
        { role: 'assistant', content: 'Temos!' },
      ]),
    ).toBe('Conversa:\nCliente: Oi tem Onix?\nAtendente: Temos!');
  });

  it('keeps the most recent messages within the budget', () => {
    const messages = Array.from({ length: 50 }, (_, i) => ({
      role: 'user' as const,
      content: `mensagem número ${i}`,
    }));
    const transcript = formatTranscript(messages, 200);
    expect(transcript).toContain('mensagem número 49');
    expect(transcript).not.toContain('mensagem número 0\n');
    expect(transcript.length).toBeLessThanOrEqual(200 + 'Conversa:\n'.length);
  });
});
