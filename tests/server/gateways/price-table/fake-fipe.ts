import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the public FIPE API (parallelum `fipe/api/v1`) over real HTTP, for cars: brands,
 * models, years and the price, in that API's exact shape (numeric model codes, "2015-1" year
 * codes, "R$ 52.312,00" values, the month with its trailing space). Unknown codes answer 404
 * as the real API does. Tests count the requests and make it fail.
 */
export interface FakeFipe {
  url: string;
  requests: string[];
  failNext: number;
  close(): Promise<void>;
}

interface FakeModel {
  codigo: number;
  nome: string;
  years: Record<string, { valor: string; combustivel: string; codigoFipe: string }>;
}

const BRANDS: { codigo: string; nome: string; models: FakeModel[] }[] = [
  {
    codigo: '59',
    nome: 'VW - VolksWagen',
    models: [
      {
        codigo: 5940,
        nome: 'Golf 1.4 TSI',
        years: { '2015-1': { valor: 'R$ 71.500,00', combustivel: 'Gasolina', codigoFipe: '005340-6' } },
      },
      {
        codigo: 5585,
        nome: 'Gol 1.0 Mi Total Flex 8V 4p',
        years: {
          '2015-1': { valor: 'R$ 38.412,00', combustivel: 'Gasolina', codigoFipe: '005340-4' },
          '2016-1': { valor: 'R$ 40.120,00', combustivel: 'Gasolina', codigoFipe: '005340-4' },
        },
      },
    ],
  },
  {
    codigo: '56',
    nome: 'Toyota',
    models: [
      {
        codigo: 9001,
        nome: 'Corolla XEi 2.0 Flex 16V Aut.',
        years: { '2020-5': { valor: 'R$ 104.871,00', combustivel: 'Flex', codigoFipe: '002155-0' } },
      },
    ],
  },
];

export async function startFakeFipe(): Promise<FakeFipe> {
  const state = { requests: [] as string[], failNext: 0 };
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    state.requests.push(path);
    if (state.failNext > 0) {
      state.failNext--;
      return send(500, { error: 'Internal Server Error' });
    }
    const parts = path
      .replace(/^\/fipe\/api\/v1/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    if (parts[0] !== 'carros' || parts[1] !== 'marcas') return send(404, { error: 'Not Found' });
    if (parts.length === 2)
      return send(
        200,
        BRANDS.map(({ codigo, nome }) => ({ codigo, nome })),
      );
    const brand = BRANDS.find((candidate) => candidate.codigo === parts[2]);
    if (!brand) return send(404, { error: 'Not Found' });
    if (parts.length === 4) {
      return send(200, {
        modelos: brand.models.map(({ codigo, nome }) => ({ codigo, nome })),
        anos: [{ codigo: '2015-1', nome: '2015 Gasolina' }],
      });
    }
    const model = brand.models.find((candidate) => String(candidate.codigo) === parts[4]);
    if (!model) return send(404, { error: 'Not Found' });
    if (parts.length === 6) {
      return send(
        200,
        Object.entries(model.years).map(([codigo, year]) => ({
          codigo,
          nome: `${codigo.split('-')[0]} ${year.combustivel}`,
        })),
      );
    }
    const year = model.years[parts[6] ?? ''];
    if (parts.length !== 7 || !year) return send(404, { error: 'Not Found' });
    return send(200, {
      TipoVeiculo: 1,
      Valor: year.valor,
      Marca: brand.nome,
      Modelo: model.nome,
      AnoModelo: Number(parts[6]?.split('-')[0]),
      Combustivel: year.combustivel,
      CodigoFipe: year.codigoFipe,
      MesReferencia: 'novembro de 2026 ',
      SiglaCombustivel: year.combustivel[0],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fipe/api/v1`,
    get requests() {
      return state.requests;
    },
    get failNext() {
      return state.failNext;
    },
    set failNext(value: number) {
      state.failNext = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
