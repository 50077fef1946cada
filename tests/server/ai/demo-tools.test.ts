/**
 * The offline demo with tools: each intent calls its tool with arguments filled from the tool's own
 * schema, and the answer is written from the tool's result.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { afterRound, ask, demo, spec, TOOLS } from './demo-fixture';

describe('the demo calls the tool the customer asks for', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['posso ver amanhã às 10h?', 'agendar_visita', { tipo: 'visita', data: '2026-12-04', hora: '10:00' }],
    [
      'quero fazer um test drive sábado 10h',
      'agendar_visita',
      { tipo: 'test_drive', data: '2026-12-05', hora: '10:00' },
    ],
    [
      'quanto vale meu Gol 2015 com 80 mil km',
      'registrar_usado',
      { marca: 'Volkswagen', modelo: 'Gol', ano: 2015, km: 80_000 },
    ],
    [
      'dá pra financiar com 10 mil de entrada em 48x',
      'simular_financiamento',
      { entrada: 10_000, prazoMeses: 48 },
    ],
    ['tem Corolla?', 'buscar_veiculos', { consulta: 'tem Corolla?' }],
    [
      'quero falar com um vendedor',
      'transferir_para_consultor',
      { motivo: 'Cliente pediu para falar com um consultor' },
    ],
    ['quais horários vocês têm amanhã?', 'horarios_disponiveis', { data: '2026-12-04' }],
    ['preciso remarcar para sexta 15h', 'remarcar_visita', { startsAt: '2026-12-04T15:00:00-03:00' }],
    ['quero cancelar a visita', 'cancelar_visita', { motivo: 'quero cancelar a visita' }],
  ];
  for (const [text, tool, args] of cases) {
    it(`"${text}" → ${tool}`, async () => {
      const answer = await demo.chat(ask(text));
      expect(answer.toolCalls).toEqual([{ id: `demo_${tool}`, name: tool, arguments: args }]);
    });
  }

  it('simulates and books the shop’s car the conversation is about, from the stock offer', async () => {
    const tools = [
      spec(
        'simular_financiamento',
        z.object({ vehicleId: z.string(), preco: z.number(), entrada: z.number(), prazo: z.number() }),
      ),
      spec(
        'agendar_visita',
        z.object({ tipo: z.string(), startsAt: z.string(), veiculo: z.string().optional() }),
      ),
    ];
    const corolla = {
      id: 'car-1',
      make: 'Toyota',
      model: 'Corolla',
      version: 'XEi',
      year: 2020,
      modelYear: 2020,
      km: 45_000,
      price: 98_900,
      color: 'Prata',
      fuel: '',
      transmission: '',
      photo: null,
    };
    const stock = { kind: 'exact' as const, cars: [corolla] };
    const financing = await demo.chat({
      ...ask('dá pra financiar com 10 mil de entrada em 48x', tools, ['tem Corolla?']),
      stock,
    });
    expect(financing.toolCalls?.[0]?.arguments).toEqual({
      vehicleId: 'car-1',
      preco: 98_900,
      entrada: 10_000,
      prazo: 48,
    });
    const visit = await demo.chat({
      ...ask('quero fazer um test drive sábado 10h', tools, ['tem Corolla?']),
      stock,
    });
    expect(visit.toolCalls?.[0]?.arguments).toEqual({
      tipo: 'test_drive',
      startsAt: '2026-12-05T10:00:00-03:00',
      veiculo: 'Toyota Corolla XEi 2020/2020',
    });
  });

  it('asks for what is missing instead of calling with a guess', async () => {
    const answer = await demo.chat(ask('quero fazer um test drive'));
    expect(answer.toolCalls).toBeUndefined();
    expect(answer.text).toBe('Combinado! Qual dia e horário ficam melhor para você?');
  });

  it('never calls a tool the request does not offer, and answers as before without tools', async () => {
    const onlySearch = TOOLS.filter((tool) => tool.name === 'buscar_veiculos');
    const answer = await demo.chat(ask('posso ver amanhã às 10h?', onlySearch));
    expect(answer.toolCalls).toBeUndefined();
    expect(answer.text).not.toBe('');
    const none = await demo.chat({ ...ask('tem Corolla?'), tools: undefined });
    expect(none.toolCalls).toBeUndefined();
  });

  it('writes its answer from the tool’s result, with the financing disclaimer', async () => {
    const request = ask('dá pra financiar com 10 mil de entrada em 48x');
    const first = await demo.chat(request);
    const calls = first.toolCalls ?? expect.fail('no call');
    const answer = await demo.chat(
      afterRound(request, calls, {
        callId: calls[0]?.id ?? '',
        name: 'simular_financiamento',
        content: {
          options: [
            { bank: 'Banco A', monthlyRate: 0.0199, termMonths: 48, installment: 1626.78 },
            { bank: 'Banco B', monthlyRate: 0.021, termMonths: 48, installment: 1660.1 },
          ],
        },
      }),
    );
    expect(answer.toolCalls).toBeUndefined();
    expect(answer.text).toContain('Banco A: 48x de *R$ 1.626,78*');
    expect(answer.text).toContain('Banco B: 48x de *R$ 1.660,10*');
    expect(answer.text).toContain('Taxas sujeitas à aprovação de crédito; IOF e tarifas não incluídos.');
  });

  it('passes a tool’s error on to the customer instead of pretending', async () => {
    const request = ask('posso ver amanhã às 10h?');
    const calls = (await demo.chat(request)).toolCalls ?? expect.fail('no call');
    const answer = await demo.chat(
      afterRound(request, calls, {
        callId: 'x',
        name: 'agendar_visita',
        content: { error: 'Horário lotado. Livres: 11:00 e 14:00.' },
      }),
    );
    expect(answer.text).toContain('Horário lotado. Livres: 11:00 e 14:00.');
    expect(answer.text).not.toContain('agendado');
  });
});
