import { VehicleBody } from '../../../contract/vehicles';
import { normalizeWords } from '../search-text';

/** One line of an import: the car read from it, or why it cannot be stored. */
export interface ImportedRow {
  line: number;
  /** The car's code in the file (its code column, else the plate), for updating it next time. */
  externalId: string | null;
  vehicle: VehicleBody | null;
  summary: string;
  errors: string[];
}

type Field = keyof VehicleBody | 'code';

/** Column names as dealers' spreadsheets and feeds write them (accent-free, lower case, no spaces). */
const HEADERS: Record<string, Field> = {
  marca: 'make',
  make: 'make',
  brand: 'make',
  fabricante: 'make',
  modelo: 'model',
  model: 'model',
  versao: 'version',
  version: 'version',
  ano: 'year',
  anofabricacao: 'year',
  anofab: 'year',
  year: 'year',
  anofabric: 'year',
  anomodelo: 'modelYear',
  anomod: 'modelYear',
  modelyear: 'modelYear',
  km: 'km',
  quilometragem: 'km',
  kilometragem: 'km',
  mileage: 'km',
  preco: 'price',
  valor: 'price',
  price: 'price',
  precovenda: 'price',
  cor: 'color',
  color: 'color',
  combustivel: 'fuel',
  fuel: 'fuel',
  cambio: 'transmission',
  transmissao: 'transmission',
  transmission: 'transmission',
  carroceria: 'bodyType',
  tipo: 'bodyType',
  categoria: 'bodyType',
  bodytype: 'bodyType',
  placa: 'plate',
  plate: 'plate',
  fotos: 'photos',
  foto: 'photos',
  imagens: 'photos',
  photos: 'photos',
  images: 'photos',
  status: 'status',
  situacao: 'status',
  codigo: 'code',
  cod: 'code',
  id: 'code',
  code: 'code',
  referencia: 'code',
};

export const fieldOfHeader = (header: string): Field | undefined =>
  HEADERS[normalizeWords(header).replace(/[\s._]/g, '')];

/** "62.900,00", "R$ 62900", "45.210" → a number; undefined when it is not one. */
export function brazilianNumber(text: string): number | undefined {
  const clean = text.replace(/[R$\s]/g, '').replace(/km$/i, '');
  if (!clean) return undefined;
  const normalized = clean.includes(',')
    ? clean.replace(/\./g, '').replace(',', '.')
    : clean.replace(/\.(?=\d{3}(\D|$))/g, '');
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

const BODY: Record<string, string> = {
  hatch: 'hatch',
  hatchback: 'hatch',
  sedan: 'sedan',
  seda: 'sedan',
  suv: 'suv',
  utilitario: 'suv',
  picape: 'pickup',
  pickup: 'pickup',
  caminhonete: 'pickup',
  van: 'van',
  minivan: 'van',
};
const STATUS: Record<string, string> = {
  disponivel: 'available',
  available: 'available',
  reservado: 'reserved',
  reserved: 'reserved',
  vendido: 'sold',
  sold: 'sold',
};

/** Checks one record (header → cell text) against the stock rules; every problem is listed. */
export function readRecord(line: number, record: Record<string, string>): ImportedRow {
  const raw: Partial<Record<Field, string>> = {};
  for (const [header, value] of Object.entries(record)) {
    const field = fieldOfHeader(header);
    if (field && raw[field] === undefined) raw[field] = value.trim();
  }
  const numberOf = (field: Field) =>
    raw[field] ? (brazilianNumber(raw[field] ?? '') ?? Number.NaN) : undefined;
  const year = numberOf('year');
  const input = {
    make: raw.make ?? '',
    model: raw.model ?? '',
    version: raw.version ?? '',
    year,
    modelYear: numberOf('modelYear') ?? year,
    km: numberOf('km') ?? 0,
    price: numberOf('price'),
    color: raw.color ?? '',
    fuel: raw.fuel ?? '',
    transmission: raw.transmission ?? '',
    bodyType: BODY[normalizeWords(raw.bodyType ?? '')] ?? '',
    plate: raw.plate?.toUpperCase().replace(/[^A-Z0-9]/g, '') || null,
    photos: (raw.photos ?? '').split(/[|\s,;]+/).filter((url) => /^https?:\/\//i.test(url)),
    status: STATUS[normalizeWords(raw.status ?? '')] ?? 'available',
  };
  const summary = [input.make, input.model, input.version, input.year, raw.price ? `R$ ${raw.price}` : '']
    .filter(Boolean)
    .join(' ');
  const parsed = VehicleBody.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) =>
      issue.code === 'invalid_type' && issue.path[0] === 'price' ? 'Preço é obrigatório' : issue.message,
    );
    return { line, externalId: null, vehicle: null, summary, errors: [...new Set(errors)] };
  }
  return { line, externalId: raw.code || input.plate || null, vehicle: parsed.data, summary, errors: [] };
}
