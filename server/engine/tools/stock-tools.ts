/**
 * `buscar_veiculos`: the shop's stock search (the same one that grounds the reply's stock offer),
 * on the model's request, with the real figures it may quote.
 */
import { z } from 'zod';
import { carName, formatPrice } from '../../ai/stock-offer';
import { findCarsFor, type OfferedCar } from '../../stock/search';
import type { AiTool } from './types';

const Args = z.object({
  consulta: z
    .string()
    .trim()
    .min(2)
    .max(300)
    .describe('O que o cliente procura, nas palavras dele: modelo, marca, ano, faixa de preço, câmbio…'),
});

const forModel = (car: OfferedCar) => ({
  id: car.id,
  carro: carName(car),
  ano: car.year,
  anoModelo: car.modelYear,
  km: car.km,
  preco: car.price,
  precoTexto: formatPrice(car.price),
  cor: car.color,
  combustivel: car.fuel,
  cambio: car.transmission,
  carroceria: car.bodyType,
});

export const buscarVeiculos: AiTool<typeof Args> = {
  name: 'buscar_veiculos',
  description:
    'Busca carros no estoque da loja. Use sempre antes de citar um carro, preço ou disponibilidade; cite apenas os carros retornados.',
  parameters: Args,
  async run(context, { consulta }) {
    const found = await findCarsFor(context.deps.db, context.organizationId, consulta);
    if (!found) {
      return {
        ok: false,
        error: 'A consulta não descreve um carro. Informe modelo, marca, ano ou faixa de preço.',
      };
    }
    const cars = found.cars.map(forModel);
    const summary =
      found.kind === 'none'
        ? 'nenhum veículo'
        : `${cars.length} ${cars.length === 1 ? 'veículo' : 'veículos'}${found.kind === 'closest' ? ' parecidos' : ''}`;
    return {
      ok: true,
      // `exato`: atendem ao pedido; `parecidos`: nada atende, estes são os mais próximos; `nenhum`: sem estoque.
      result: {
        resultado: found.kind === 'exact' ? 'exato' : found.kind === 'closest' ? 'parecidos' : 'nenhum',
        veiculos: cars,
      },
      timeline: `IA consultou o estoque — “${consulta}” — ${summary}`,
    };
  },
};

export const stockTools: readonly AiTool[] = [buscarVeiculos];
