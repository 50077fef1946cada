import { describe, expect, it } from 'vitest';
import { createDemoLlmProvider, DEMO_MODEL } from '../../../server/ai/demo/llm';
import { detectIntent } from '../../../server/ai/demo/replies';
import { createDemoSpeechProvider, DEMO_AUDIO_MIMETYPE } from '../../../server/ai/demo/speech';
import type { ChatMessage } from '../../../server/ai/port';
import { buildReplySystemPrompt } from '../../../server/ai/prompt';

const demo = createDemoLlmProvider();
const ask = (content: string, history: ChatMessage[] = []) =>
  demo.chat({
    model: 'ignored',
    system: 'Você é o assistente da loja.',
    messages: [...history, { role: 'user', content }],
    temperature: 0.7,
    topP: 1,
  });
const qualify = (...customer: string[]) =>
  demo.qualify({
    model: 'ignored',
    temperature: 0.3,
    topP: 0.8,
    messages: customer.map((content) => ({ role: 'user' as const, content })),
  });

describe('demo chat', () => {
  it('is labelled demo and gives the same answer to the same conversation', async () => {
    const first = await ask('Quanto custa o Onix?');
    const second = await ask('Quanto custa o Onix?');
    expect(demo.id).toBe('demo');
    expect(first).toEqual(second);
    expect(first.model).toBe(DEMO_MODEL);
  });

  it('recognises what the customer wants, accents and case aside', () => {
    expect(detectIntent('Oi, boa tarde!')).toBe('greeting');
    expect(detectIntent('Qual o PREÇO do Corolla?')).toBe('price');
    expect(detectIntent('Ainda tem o HB20 prata?')).toBe('price');
    expect(detectIntent('Dá pra financiar em 48x?')).toBe('financing');
    expect(detectIntent('Qual a entrada mínima?')).toBe('financing');
    expect(detectIntent('Posso fazer um test drive amanhã?')).toBe('visit');
    expect(detectIntent('Qual o endereço da loja?')).toBe('visit');
    expect(detectIntent('Vocês aceitam meu carro na troca?')).toBe('trade_in');
    expect(detectIntent('Obrigado, tchau')).toBe('goodbye');
    // A thank-you with a question is about the question.
    expect(detectIntent('Obrigado! E a parcela fica quanto?')).toBe('financing');
    expect(detectIntent('Oito anos de garantia?')).toBe('fallback');
    expect(detectIntent('')).toBe('greeting');
  });

  it('answers each intent in pt-BR like a dealership assistant', async () => {
    expect((await ask('Olá')).text).toMatch(/Ol[áa]|Oi/);
    expect((await ask('Quero financiar')).text).toMatch(/financ/i);
    expect((await ask('Posso agendar uma visita?')).text).toMatch(/visita|test drive/i);
    expect((await ask('Aceita troca?')).text).toMatch(/troca/i);
    expect((await ask('Valeu, até mais')).text).toMatch(/agrade|Obrigado/i);
    expect((await ask('Vocês abrem no feriado de carnaval')).text.length).toBeGreaterThan(20);
  });

  it('reacts to the last customer message, not to earlier ones', async () => {
    const reply = await ask('Aceitam troca?', [
      { role: 'user', content: 'Quero financiar' },
      { role: 'assistant', content: 'Claro! Qual modelo?' },
    ]);
    expect(reply.text).toMatch(/troca/i);
  });
});

describe('demo chat reading the conversation', () => {
  it('does not ask for the model the customer just named', async () => {
    const reply = await ask('Quanto está o Corolla?');
    expect(reply.text).toContain('Corolla');
    expect(reply.text).not.toMatch(/qual modelo/i);
  });

  it('remembers a model named earlier in the conversation', async () => {
    const reply = await ask('Dá pra financiar?', [
      { role: 'user', content: 'Oi, vi o Onix Plus de vocês' },
      { role: 'assistant', content: 'Olá! Como posso ajudar?' },
    ]);
    expect(reply.text).toContain('Onix Plus');
    expect(reply.text).not.toMatch(/modelo de interesse|o modelo/i);
  });

  it('still asks for the model when none was named, and needs whole names', async () => {
    expect((await ask('Quanto custa?')).text).toMatch(/modelo/i);
    expect((await ask('Quanto custa o golzinho?')).text).toMatch(/modelo/i);
  });
});

describe('demo chat following the AI config', () => {
  /** 12:30 UTC is 09:30 in São Paulo: a morning. */
  const system = (includeContactName: boolean, enableTimeBasedGreeting: boolean) =>
    buildReplySystemPrompt({
      instancePrompt: '',
      contactName: 'Maria Souza',
      includeContactName,
      enableTimeBasedGreeting,
      now: new Date('2026-11-27T12:30:00Z'),
      timeZone: 'America/Sao_Paulo',
      enablePersonality: false,
      enableEmotionalTone: false,
    });
  const reply = (prompt: string, content: string, history: ChatMessage[] = []) =>
    demo.chat({
      model: 'demo',
      system: prompt,
      messages: [...history, { role: 'user', content }],
      temperature: 0.7,
      topP: 1,
    });

  it('opens with the greeting of the hour and the customer’s name when both are switched on', async () => {
    const first = await reply(system(true, true), 'Oi');
    expect(first.text).toMatch(/^Bom dia, Maria Souza! /);
    expect(first.text).not.toMatch(/Olá!|Oi!/);
    expect((await reply(system(true, true), 'Quero financiar')).text).toMatch(/^Bom dia, Maria Souza! /);
    expect((await reply(system(false, true), 'Oi')).text).toMatch(/^Bom dia! /);
    expect((await reply(system(true, false), 'Oi')).text).toMatch(/^Olá, Maria Souza! /);
  });

  it('does not greet again in the middle of the conversation, nor use what is switched off', async () => {
    const later = await reply(system(true, true), 'Quero financiar', [
      { role: 'user', content: 'Oi' },
      { role: 'assistant', content: 'Bom dia, Maria Souza! Como posso ajudar?' },
    ]);
    expect(later.text).not.toMatch(/Bom dia|Maria/);
    const off = await reply(system(false, false), 'Oi');
    expect(off.text).not.toMatch(/Bom dia|Maria/);
  });
});

describe('demo qualification', () => {
  it('is HOT on buying signals', async () => {
    const result = await qualify('Boa tarde', 'Quero financiar com 10 mil de entrada');
    expect(result.level).toBe('HOT');
    expect(result.score).toBeGreaterThanOrEqual(70);
    expect(result.reason).toContain('financiar');
    expect(await qualify('Posso visitar hoje?')).toMatchObject({ level: 'HOT' });
    expect(await qualify('Quero comprar esse carro')).toMatchObject({ level: 'HOT' });
  });

  it('is WARM on price or availability questions', async () => {
    const result = await qualify('Qual o preço?', 'Tem disponível na cor branca?');
    expect(result.level).toBe('WARM');
    expect(result.score).toBeGreaterThanOrEqual(40);
    expect(result.score).toBeLessThan(70);
    expect(await qualify('Quanto tá o Onix?')).toMatchObject({ level: 'WARM' });
  });

  it('is COLD otherwise', async () => {
    const result = await qualify('Oi', 'Só olhando mesmo');
    expect(result.level).toBe('COLD');
    expect(result.score).toBeLessThan(40);
  });

  it('scores deterministically and rises with more signals', async () => {
    const one = await qualify('Quero financiar');
    expect(await qualify('Quero financiar')).toEqual(one);
    const more = await qualify('Quero financiar', 'Qual a entrada? Posso agendar o test drive?');
    expect(more.score).toBeGreaterThan(one.score);
    expect(more.score).toBeLessThanOrEqual(100);
  });

  it('ignores what the assistant said', async () => {
    const result = await demo.qualify({
      model: 'ignored',
      temperature: 0,
      topP: 1,
      messages: [
        { role: 'assistant', content: 'Temos financiamento com entrada facilitada!' },
        { role: 'user', content: 'Ok' },
      ],
    });
    expect(result.level).toBe('COLD');
  });
});

describe('demo speech', () => {
  const speech = createDemoSpeechProvider();

  it('returns a short, valid WAV and says so in the mimetype', async () => {
    const audio = await speech.synthesize({
      text: 'Olá! Tudo bem?',
      voice: 'fable',
      speed: 1,
      format: 'opus',
    });
    expect(audio.mimetype).toBe(DEMO_AUDIO_MIMETYPE);
    const view = new DataView(audio.bytes.buffer, audio.bytes.byteOffset, audio.bytes.byteLength);
    const ascii = (offset: number) => String.fromCharCode(...audio.bytes.subarray(offset, offset + 4));
    expect(ascii(0)).toBe('RIFF');
    expect(ascii(8)).toBe('WAVE');
    expect(ascii(12)).toBe('fmt ');
    expect(ascii(36)).toBe('data');
    expect(view.getUint32(4, true)).toBe(audio.bytes.byteLength - 8);
    expect(view.getUint32(40, true)).toBe(audio.bytes.byteLength - 44);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    const seconds = view.getUint32(40, true) / view.getUint32(28, true);
    expect(seconds).toBeGreaterThan(0.3);
    expect(seconds).toBeLessThan(3);
  });

  it('is deterministic', async () => {
    const request = {
      text: 'Seu test drive está confirmado.',
      voice: 'nova',
      speed: 1.25,
      format: 'mp3' as const,
    };
    expect(await speech.synthesize(request)).toEqual(await speech.synthesize(request));
  });

  it('transcribes to a labelled placeholder', async () => {
    const result = await speech.transcribe({
      bytes: new Uint8Array(4096),
      mimetype: 'audio/ogg',
      filename: 'a.ogg',
    });
    expect(result.text).toMatch(/^\[Transcrição de demonstração\]/);
    expect(result.text).toContain('4 KB');
  });
});
