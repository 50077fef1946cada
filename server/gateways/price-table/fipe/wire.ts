/**
 * The public FIPE API's wire format (parallelum's `fipe/api/v1`), as it answers for cars: brands →
 * models → years → price. Nothing else in the server knows these names.
 */
import { z } from 'zod';

export const PATHS = {
  brands: '/carros/marcas',
  models: (brand: string) => `/carros/marcas/${encodeURIComponent(brand)}/modelos`,
  years: (brand: string, model: string) =>
    `/carros/marcas/${encodeURIComponent(brand)}/modelos/${encodeURIComponent(model)}/anos`,
  price: (brand: string, model: string, year: string) =>
    `/carros/marcas/${encodeURIComponent(brand)}/modelos/${encodeURIComponent(model)}/anos/${encodeURIComponent(year)}`,
} as const;

const code = z.union([z.string(), z.number()]).transform(String);

/** `[{ "codigo": "59", "nome": "VW - VolksWagen" }, …]`. */
export const Brands = z.array(z.object({ codigo: code, nome: z.string() }));

/** `{ "modelos": [{ "codigo": 5585, "nome": "Gol 1.0 Mi Total Flex 8V 4p" }, …], "anos": […] }`. */
export const Models = z.object({ modelos: z.array(z.object({ codigo: code, nome: z.string() })) });

/** `[{ "codigo": "2015-1", "nome": "2015 Gasolina" }, …]`; "32000-1" is a 0 km car. */
export const Years = z.array(z.object({ codigo: z.string(), nome: z.string() }));

/** "R$ 52.312,00" → 52312. */
export function parseValor(text: string): number | null {
  const value = Number(text.replace(/[R$\s.]/g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const Price = z.object({
  Valor: z.string(),
  Marca: z.string(),
  Modelo: z.string(),
  AnoModelo: z.coerce.number().int(),
  Combustivel: z.string().optional(),
  CodigoFipe: z.string().optional(),
  /** "novembro de 2026 " (with the trailing space the API sends). */
  MesReferencia: z.string(),
});
export type Price = z.infer<typeof Price>;
