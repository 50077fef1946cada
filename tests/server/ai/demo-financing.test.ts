/**
 * The offline demo asks which car before simulating financing, simulates on a price the customer
 * names, and words the simulation tool's result.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRequest } from '../../../server/ai/port';
import { simulateFinancingTool } from '../../../server/engine/tools/simulate-financing-tool';
import { toolSpecOf } from '../../../server/engine/tools/specs';
import { afterRound, ask, demo, TOOLS } from './demo-fixture';

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
    const answer = await demo.chat(
      afterRound(request, calls, {
        callId: calls[0]?.id ?? '',
        name: 'simular_financiamento',
        content: {
          downPayment: 9_890,
          askedDownPayment: 5_000,
          minimumDownPayment: 9_890,
          options: [{ bank: 'Banco A', termMonths: 48, installment: 2_862.67 }],
        },
      }),
    );
    expect(answer.text).toContain('A entrada mínima é de *R$ 9.890*, então fiz a simulação com ela:');
    expect(answer.text).toContain('Banco A: 48x de *R$ 2.862,67*');
    expect(answer.text).not.toContain('Não consegui');
  });

  it('says a down payment that covers the price buys the car outright, and offers a visit', async () => {
    const request = chat(['user', 'quero financiar um carro de 40 mil com 50 mil de entrada']);
    const calls = (await demo.chat(request)).toolCalls ?? expect.fail('no call');
    const note =
      'A entrada de R$ 50.000,00 cobre o valor de R$ 40.000,00: dá para comprar à vista, sem financiar.';
    const answer = await demo.chat(
      afterRound(request, calls, {
        callId: calls[0]?.id ?? '',
        name: 'simular_financiamento',
        content: { price: 40_000, downPayment: 50_000, paysInFull: true, options: [], note },
      }),
    );
    expect(answer.text).toContain(note);
    expect(answer.text).toContain('Quer que eu reserve um horário');
    expect(answer.text).not.toContain('Não consegui');
  });
});
