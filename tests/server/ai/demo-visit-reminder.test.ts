/**
 * The offline demo answers a visit reminder from the prompt's "Situação do cliente": confirming,
 * cancelling, moving the visit and simulating the visit's car.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatRequest } from '../../../server/ai/port';
import { buildReplySystemPrompt } from '../../../server/ai/prompt';
import { afterRound, ask, demo, NOW, SP, spec, TOOLS } from './demo-fixture';

describe('the demo answers a visit reminder from the prompt’s "Situação do cliente"', () => {
  const CAR_ID = '0b8c3a52-4c57-4c8e-9a62-6a1f7f0c2d11';
  const withVisit = buildReplySystemPrompt({
    instancePrompt: '',
    includeContactName: false,
    enableTimeBasedGreeting: false,
    now: NOW,
    timeZone: SP,
    enablePersonality: false,
    enableEmotionalTone: false,
    situation: {
      nextVisit: {
        line: 'test drive — sáb 05/12 10:00 — Corolla XEi 2020',
        confirmed: false,
        vehicleId: CAR_ID,
      },
      tradeIn: null,
      financingSimulated: false,
    },
  });
  const reminder = 'Olá, Maria! Lembrete (Loja): seu test drive é amanhã, sáb 05/12 10:00.';
  const answering = (text: string, system = withVisit): ChatRequest => ({
    ...ask(text, [...TOOLS, spec('confirmar_visita', z.object({}))]),
    system,
    messages: [
      { role: 'assistant', content: reminder },
      { role: 'user', content: text },
    ],
  });

  it.each([
    ['confirmo', 'confirmar_visita'],
    ['Confirmado, estarei aí!', 'confirmar_visita'],
    ['não vou poder ir', 'cancelar_visita'],
    ['infelizmente não consigo ir', 'cancelar_visita'],
  ])('"%s" → %s', async (text, tool) => {
    const answer = await demo.chat(answering(text));
    expect(answer.toolCalls?.[0]?.name).toBe(tool);
  });

  it('"preciso remarcar para sábado 11h" moves the visit to that time', async () => {
    const answer = await demo.chat(answering('preciso remarcar para sábado 11h'));
    expect(answer.toolCalls?.[0]).toMatchObject({
      name: 'remarcar_visita',
      arguments: { startsAt: '2026-12-05T11:00:00-03:00' },
    });
  });

  it('without a visit booked, "confirmo" and "não vou poder ir" call no agenda tool', async () => {
    const none = withVisit.replace(/- Próxima visita agendada: .*\n/, '- Nenhuma visita agendada.\n');
    for (const text of ['confirmo', 'não vou poder ir']) {
      expect((await demo.chat(answering(text, none))).toolCalls).toBeUndefined();
    }
  });

  it('simulates the car of the visit when the conversation moved on to other cars', async () => {
    const answer = await demo.chat({
      ...answering('dá pra financiar com 10 mil de entrada em 48x'),
      tools: [
        spec(
          'simular_financiamento',
          z.object({
            vehicleId: z.string().optional(),
            price: z.number().optional(),
            downPayment: z.number(),
            termMonths: z.number(),
          }),
        ),
      ],
    });
    expect(answer.toolCalls?.[0]?.arguments).toEqual({
      vehicleId: CAR_ID,
      downPayment: 10_000,
      termMonths: 48,
    });
  });

  it('says the visit is confirmed, with its time', async () => {
    const request = answering('confirmo');
    const calls = (await demo.chat(request)).toolCalls ?? expect.fail('no call');
    const answer = await demo.chat(
      afterRound(request, calls, {
        callId: calls[0]?.id ?? '',
        name: 'confirmar_visita',
        content: { status: 'confirmed', label: 'sáb 05/12 10:00' },
      }),
    );
    expect(answer.text).toBe(
      'Confirmado! Te esperamos sáb 05/12 10:00. Qualquer imprevisto, é só me avisar por aqui.',
    );
  });
});
