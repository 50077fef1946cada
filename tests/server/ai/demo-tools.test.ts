/**
 * The offline demo with tools: pt-BR dates, times, money, mileage and years read deterministically,
 * each intent calling its tool with arguments filled from the tool's own schema, and the answer
 * written from the tool's result.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDemoLlmProvider } from '../../../server/ai/demo/llm';
import { parseDate, parseTime, zonedIso } from '../../../server/ai/demo/parse-date';
import {
  parseDownPayment,
  parseKm,
  parseMoney,
  parsePlate,
  parseTermMonths,
  parseYear,
} from '../../../server/ai/demo/parse-numbers';
import type { ChatMessage, ChatRequest, ToolSpec } from '../../../server/ai/port';
import { buildReplySystemPrompt } from '../../../server/ai/prompt';
import { simulateFinancingTool } from '../../../server/engine/tools/simulate-financing-tool';
import { toolSpecOf } from '../../../server/engine/tools/specs';

/** Thursday 3 December 2026, 09:00 in São Paulo. */
const NOW = new Date('2026-12-03T12:00:00.000Z');
const SP = 'America/Sao_Paulo';

describe('reading pt-BR', () => {
  it('dates: amanhã, weekdays, dd/mm and "dia 20", in the shop’s time zone', () => {
    expect(parseDate('posso ver amanhã às 10h?', NOW, SP)).toBe('2026-12-04');
    expect(parseDate('depois de amanhã', NOW, SP)).toBe('2026-12-05');
    expect(parseDate('hoje à tarde', NOW, SP)).toBe('2026-12-03');
    expect(parseDate('quero fazer um test drive sábado 10h', NOW, SP)).toBe('2026-12-05');
    expect(parseDate('na quarta', NOW, SP)).toBe('2026-12-09');
    expect(parseDate('quinta', NOW, SP)).toBe('2026-12-10');
    expect(parseDate('pode ser 06/12?', NOW, SP)).toBe('2026-12-06');
    expect(parseDate('dia 02/01', NOW, SP)).toBe('2027-01-02');
    expect(parseDate('15/01/2027', NOW, SP)).toBe('2027-01-15');
    expect(parseDate('31/02', NOW, SP)).toBeNull();
    expect(parseDate('dia 20', NOW, SP)).toBe('2026-12-20');
    expect(parseDate('tem Corolla?', NOW, SP)).toBeNull();
    // 01:00 UTC on the 4th is still the 3rd in São Paulo.
    expect(parseDate('amanhã', new Date('2026-12-04T01:00:00.000Z'), SP)).toBe('2026-12-04');
  });

  it('times: 10h, 10h30, 10:30, às 10, 14 horas, meio-dia', () => {
    expect(parseTime('amanhã às 10h?')).toBe('10:00');
    expect(parseTime('10h30')).toBe('10:30');
    expect(parseTime('pode ser 10:30')).toBe('10:30');
    expect(parseTime('sábado às 9')).toBe('09:00');
    expect(parseTime('lá pelas 14 horas')).toBe('14:00');
    expect(parseTime('meio-dia')).toBe('12:00');
    expect(parseTime('25h')).toBeNull();
    expect(parseTime('meu Gol 2015 com 80 mil km')).toBeNull();
  });

  it('a wall time as ISO with the offset of its zone', () => {
    expect(zonedIso('2026-12-05', '10:00', SP)).toBe('2026-12-05T10:00:00-03:00');
    expect(zonedIso('2026-12-05', '10:00', 'America/Manaus')).toBe('2026-12-05T10:00:00-04:00');
  });

  it('money, down payment, km, year, term and plate', () => {
    expect(parseMoney('com 10 mil de entrada')).toBe(10_000);
    expect(parseMoney('R$ 10.000')).toBe(10_000);
    expect(parseMoney('R$ 10.000,50')).toBe(10_000.5);
    expect(parseMoney('uns 15,5 mil')).toBe(15_500);
    expect(parseMoney('meu Gol 2015 com 80 mil km')).toBeNull();
    expect(parseDownPayment('dá pra financiar com 10 mil de entrada em 48x')).toBe(10_000);
    expect(parseDownPayment('entrada de R$ 5.000')).toBe(5_000);
    expect(parseKm('quanto vale meu Gol 2015 com 80 mil km')).toBe(80_000);
    expect(parseKm('rodou 80.000 km')).toBe(80_000);
    expect(parseKm('45000km')).toBe(45_000);
    expect(parseYear('meu Gol 2015 com 80 mil km')).toBe(2015);
    expect(parseYear('2019/2020')).toBe(2019);
    expect(parseYear('R$ 2.015')).toBeNull();
    expect(parseTermMonths('em 48x')).toBe(48);
    expect(parseTermMonths('em 60 vezes')).toBe(60);
    expect(parsePlate('placa abc-1d23')).toBe('ABC1D23');
  });
});

/** Tools as an area would declare them: the demo knows only their schemas. */
const spec = (name: string, parameters: z.ZodType): ToolSpec =>
  toolSpecOf({ name, description: name, parameters, run: async () => ({ ok: true, result: {} }) });

const TOOLS: ToolSpec[] = [
  spec('buscar_veiculos', z.object({ consulta: z.string() })),
  spec('horarios_disponiveis', z.object({ data: z.string().optional() })),
  spec(
    'agendar_visita',
    z.object({
      tipo: z.enum(['test_drive', 'visita', 'avaliacao_usado']),
      data: z.string(),
      hora: z.string(),
      veiculo: z.string().optional(),
    }),
  ),
  spec('remarcar_visita', z.object({ startsAt: z.string() })),
  spec('cancelar_visita', z.object({ motivo: z.string().optional() })),
  spec(
    'registrar_usado',
    z.object({
      marca: z.string(),
      modelo: z.string(),
      ano: z.number().int(),
      km: z.number(),
      placa: z.string().optional(),
    }),
  ),
  spec('simular_financiamento', z.object({ entrada: z.number(), prazoMeses: z.number().int() })),
  spec('transferir_para_consultor', z.object({ motivo: z.string() })),
];

const demo = createDemoLlmProvider();
const ask = (text: string, tools: ToolSpec[] = TOOLS, history: string[] = []): ChatRequest => ({
  model: 'demo',
  system: '',
  messages: [...history, text].map((content) => ({ role: 'user' as const, content })),
  temperature: 1,
  topP: 1,
  tools,
  now: NOW,
  timeZone: SP,
});

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
    const answer = await demo.chat({
      ...request,
      toolRounds: [
        {
          text: '',
          calls,
          results: [
            {
              callId: calls[0]?.id ?? '',
              name: 'simular_financiamento',
              content: {
                options: [
                  { bank: 'Banco A', monthlyRate: 0.0199, termMonths: 48, installment: 1626.78 },
                  { bank: 'Banco B', monthlyRate: 0.021, termMonths: 48, installment: 1660.1 },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(answer.toolCalls).toBeUndefined();
    expect(answer.text).toContain('Banco A: 48x de *R$ 1.626,78*');
    expect(answer.text).toContain('Banco B: 48x de *R$ 1.660,10*');
    expect(answer.text).toContain('Taxas sujeitas à aprovação de crédito; IOF e tarifas não incluídos.');
  });

  it('passes a tool’s error on to the customer instead of pretending', async () => {
    const request = ask('posso ver amanhã às 10h?');
    const calls = (await demo.chat(request)).toolCalls ?? expect.fail('no call');
    const answer = await demo.chat({
      ...request,
      toolRounds: [
        {
          text: '',
          calls,
          results: [
            {
              callId: 'x',
              name: 'agendar_visita',
              content: { error: 'Horário lotado. Livres: 11:00 e 14:00.' },
            },
          ],
        },
      ],
    });
    expect(answer.text).toContain('Horário lotado. Livres: 11:00 e 14:00.');
    expect(answer.text).not.toContain('agendado');
  });
});

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
    const answer = await demo.chat({
      ...request,
      toolRounds: [
        {
          text: '',
          calls,
          results: [
            {
              callId: calls[0]?.id ?? '',
              name: 'confirmar_visita',
              content: { status: 'confirmed', label: 'sáb 05/12 10:00' },
            },
          ],
        },
      ],
    });
    expect(answer.text).toBe(
      'Confirmado! Te esperamos sáb 05/12 10:00. Qualquer imprevisto, é só me avisar por aqui.',
    );
  });
});

describe('the demo asks which car before simulating, and simulates on a price the customer names', () => {
  const simulation = [toolSpecOf(simulateFinancingTool)];
  const chat = (...turns: [ChatMessage['role'], string][]): ChatRequest => ({
    ...ask('', simulation),
    messages: turns.map(([role, content]) => ({ role, content })),
  });

  it('with no car of the stock in the conversation and no price, asks which car or what price', async () => {
    const answer = await demo.chat(chat(['user', 'dá pra financiar com 10 mil de entrada?']));
    expect(answer.toolCalls).toBeUndefined();
    expect(answer.text).toBe(
      'Consigo simular, sim! Para qual carro do nosso estoque, ou de que valor é o carro que você tem em mente?',
    );
  });

  it('simulates "um carro de 60 mil" with the down payment said before the question', async () => {
    const answer = await demo.chat(
      chat(
        ['user', 'dá pra financiar com 10 mil de entrada?'],
        // The question may reach the chat in two parts.
        ['assistant', 'Consigo simular, sim!'],
        ['assistant', 'Para qual carro do nosso estoque, ou de que valor é o carro que você tem em mente?'],
        ['user', 'um carro de 60 mil'],
      ),
    );
    expect(answer.toolCalls).toEqual([
      {
        id: 'demo_simular_financiamento',
        name: 'simular_financiamento',
        arguments: { price: 60_000, downPayment: 10_000 },
      },
    ]);
  });

  it('simulates a price and a down payment said in one message', async () => {
    const answer = await demo.chat(
      chat(['user', 'quero financiar um carro de 60 mil com 10 mil de entrada em 36x']),
    );
    expect(answer.toolCalls?.[0]?.arguments).toEqual({ price: 60_000, downPayment: 10_000, termMonths: 36 });
  });

  it('asks for the down payment of a priced car, and reads a bare amount as the answer', async () => {
    const first = await demo.chat(chat(['user', 'queria simular o financiamento de um carro de 80 mil']));
    expect(first.text).toBe('Consigo simular, sim! Quanto você pensa em dar de entrada?');
    const answer = await demo.chat(
      chat(
        ['user', 'queria simular o financiamento de um carro de 80 mil'],
        ['assistant', first.text],
        ['user', 'uns 15 mil'],
      ),
    );
    expect(answer.toolCalls?.[0]?.arguments).toEqual({ price: 80_000, downPayment: 15_000 });
  });

  it('asks both at once when the customer gave neither, and an answer naming another tool is that tool', async () => {
    const first = await demo.chat(chat(['user', 'vocês fazem financiamento?']));
    expect(first.text).toBe(
      'Consigo simular, sim! Para qual carro (um do nosso estoque, ou o valor do carro que você tem em mente) e com quanto de entrada?',
    );
    const other = await demo.chat({
      ...chat(
        ['user', 'vocês fazem financiamento?'],
        ['assistant', first.text],
        ['user', 'quero falar com um vendedor'],
      ),
      tools: [...simulation, ...TOOLS.filter((tool) => tool.name === 'transferir_para_consultor')],
    });
    expect(other.toolCalls?.[0]?.name).toBe('transferir_para_consultor');
  });

  it('names the shop’s minimum down payment when the tool simulated at it', async () => {
    const request = chat(['user', 'quero financiar um carro de 98.900 com 5 mil de entrada']);
    const calls = (await demo.chat(request)).toolCalls ?? expect.fail('no call');
    const answer = await demo.chat({
      ...request,
      toolRounds: [
        {
          text: '',
          calls,
          results: [
            {
              callId: calls[0]?.id ?? '',
              name: 'simular_financiamento',
              content: {
                downPayment: 9_890,
                askedDownPayment: 5_000,
                minimumDownPayment: 9_890,
                options: [{ bank: 'Banco A', termMonths: 48, installment: 2_862.67 }],
              },
            },
          ],
        },
      ],
    });
    expect(answer.text).toContain('A entrada mínima é de *R$ 9.890*, então fiz a simulação com ela:');
    expect(answer.text).toContain('Banco A: 48x de *R$ 2.862,67*');
    expect(answer.text).not.toContain('Não consegui');
  });

  it('says a down payment that covers the price buys the car outright, and offers a visit', async () => {
    const request = chat(['user', 'quero financiar um carro de 40 mil com 50 mil de entrada']);
    const calls = (await demo.chat(request)).toolCalls ?? expect.fail('no call');
    const note =
      'A entrada de R$ 50.000,00 cobre o valor de R$ 40.000,00: dá para comprar à vista, sem financiar.';
    const answer = await demo.chat({
      ...request,
      toolRounds: [
        {
          text: '',
          calls,
          results: [
            {
              callId: calls[0]?.id ?? '',
              name: 'simular_financiamento',
              content: { price: 40_000, downPayment: 50_000, paysInFull: true, options: [], note },
            },
          ],
        },
      ],
    });
    expect(answer.text).toContain(note);
    expect(answer.text).toContain('Quer que eu reserve um horário');
    expect(answer.text).not.toContain('Não consegui');
  });
});
