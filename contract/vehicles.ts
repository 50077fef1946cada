import { z } from 'zod';
import { Id } from './common';

/** The dealer's stock (`/estoque`, `/api/vehicles` in the simple-rest dialect). */

export const VEHICLE_STATUSES = ['available', 'reserved', 'sold', 'removed'] as const;
export const VEHICLE_SOURCES = ['crm', 'csv', 'feed', 'manual'] as const;
export const BODY_TYPES = ['hatch', 'sedan', 'suv', 'pickup', 'van'] as const;
const THIS_YEAR_PLUS_ONE = new Date().getFullYear() + 1;

export const Vehicle = z.object({
  id: Id,
  source: z.enum(VEHICLE_SOURCES),
  externalId: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  version: z.string(),
  year: z.number().int(),
  modelYear: z.number().int(),
  km: z.number().int(),
  price: z.number(),
  color: z.string(),
  fuel: z.string(),
  transmission: z.string(),
  bodyType: z.string(),
  plate: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(VEHICLE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  syncedAt: z.string().nullable(),
});
export type Vehicle = z.infer<typeof Vehicle>;

const required = (field: string) =>
  z
    .string({ message: `${field} é obrigatório` })
    .trim()
    .min(1, `${field} é obrigatório`)
    .max(100, `${field} deve ter no máximo 100 caracteres`);
const year = (field: string) =>
  z
    .number({ message: `${field} deve ser um número` })
    .int(`${field} deve ser um número inteiro`)
    .min(1950, `${field} deve ser de 1950 em diante`)
    .max(THIS_YEAR_PLUS_ONE, `${field} deve ser até ${THIS_YEAR_PLUS_ONE}`);
const text = (field: string) =>
  z.string().trim().max(100, `${field} deve ter no máximo 100 caracteres`).default('');

/** A car typed in or imported; the same rules for both. */
export const VehicleBody = z
  .object({
    make: required('Marca'),
    model: required('Modelo'),
    version: text('Versão'),
    year: year('Ano'),
    modelYear: year('Ano modelo'),
    km: z
      .number({ message: 'Km deve ser um número' })
      .int('Km deve ser inteiro')
      .min(0, 'Km não pode ser negativo')
      .max(2_000_000, 'Km grande demais'),
    price: z
      .number({ message: 'Preço deve ser um número' })
      .positive('Preço deve ser maior que zero')
      .max(50_000_000, 'Preço grande demais'),
    color: text('Cor'),
    fuel: text('Combustível'),
    transmission: text('Câmbio'),
    bodyType: z
      .enum([...BODY_TYPES, ''], { message: `Carroceria inválida: use ${BODY_TYPES.join(', ')}` })
      .default(''),
    plate: z
      .string()
      .trim()
      .max(10, 'Placa deve ter no máximo 10 caracteres')
      .nullish()
      .transform((v) => v || null),
    photos: z
      .array(z.url({ message: 'Foto deve ser um endereço http(s)' }).max(1000))
      .max(30)
      .default([]),
    status: z.enum(VEHICLE_STATUSES, { message: 'Status inválido' }).default('available'),
  })
  .refine((car) => car.modelYear >= car.year && car.modelYear <= car.year + 1, {
    path: ['modelYear'],
    message: 'Ano modelo deve ser o ano de fabricação ou o seguinte',
  });
export type VehicleBody = z.infer<typeof VehicleBody>;
export type VehicleInput = z.input<typeof VehicleBody>;

const optionalNumber = z.coerce.number().optional();

export const VehicleFilter = z.object({
  q: z.string().trim().max(100).optional(),
  make: z.string().trim().max(100).optional(),
  model: z.string().trim().max(100).optional(),
  yearMin: optionalNumber,
  yearMax: optionalNumber,
  priceMin: optionalNumber,
  priceMax: optionalNumber,
  status: z.enum(VEHICLE_STATUSES).optional(),
  source: z.enum(VEHICLE_SOURCES).optional(),
  id: z.union([Id, z.array(Id).max(1000)]).optional(),
});
export type VehicleFilter = z.infer<typeof VehicleFilter>;

/** `id` is react-admin's sort for a list that names none. */
export const VEHICLE_SORTABLE = [
  'id',
  'make',
  'model',
  'year',
  'price',
  'km',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** An import: a CSV spreadsheet's text, or a JSON/XML feed at a public address. */
export const StockImportBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('csv'),
      content: z
        .string({ message: 'Envie o conteúdo do arquivo CSV' })
        .min(1, 'O arquivo CSV está vazio')
        .max(2_000_000, 'Arquivo CSV maior que 2 MB'),
    }),
    z.object({
      kind: z.literal('feed'),
      url: z.url({ message: 'Informe um endereço http(s) válido para o feed' }).max(1000),
    }),
  ],
  { message: 'Tipo de importação inválido: use csv ou feed' },
);
export type StockImportBody = z.infer<typeof StockImportBody>;

export const StockImportPreview = z.object({
  rows: z.array(z.object({ line: z.number().int(), summary: z.string(), errors: z.array(z.string()) })),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type StockImportPreview = z.infer<typeof StockImportPreview>;

export const StockImportResult = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  invalid: z.number().int(),
});
export type StockImportResult = z.infer<typeof StockImportResult>;
