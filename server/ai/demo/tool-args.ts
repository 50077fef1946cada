/**
 * The demo assistant's arguments for a tool, read from the tool's own JSON schema: each property is
 * recognised by its name (`data`/`date`, `hora`, `entrada`, `prazo`, `km`…) and filled from what the
 * customer wrote, so the demo calls any tool of the registry without knowing it in advance. A
 * required property it cannot fill is reported, and the demo asks the customer for it instead.
 */
import type { ToolSpec } from '../port';
import { normalizeText } from './keywords';
import { zonedIso } from './parse-date';
import type { DemoFacts, VisitKind } from './tool-intent';

interface PropertySchema {
  type?: unknown;
  enum?: unknown;
  format?: unknown;
}

/** The make of the models the demo knows, for a tool that asks for it. */
const MAKES: Record<string, string> = {
  Corolla: 'Toyota',
  'Corolla Cross': 'Toyota',
  Hilux: 'Toyota',
  Yaris: 'Toyota',
  Civic: 'Honda',
  'HR-V': 'Honda',
  City: 'Honda',
  Fit: 'Honda',
  Onix: 'Chevrolet',
  'Onix Plus': 'Chevrolet',
  Tracker: 'Chevrolet',
  Cruze: 'Chevrolet',
  S10: 'Chevrolet',
  Spin: 'Chevrolet',
  HB20: 'Hyundai',
  HB20S: 'Hyundai',
  Creta: 'Hyundai',
  Tucson: 'Hyundai',
  Gol: 'Volkswagen',
  Polo: 'Volkswagen',
  Virtus: 'Volkswagen',
  'T-Cross': 'Volkswagen',
  Nivus: 'Volkswagen',
  Taos: 'Volkswagen',
  Saveiro: 'Volkswagen',
  Amarok: 'Volkswagen',
  Argo: 'Fiat',
  Cronos: 'Fiat',
  Mobi: 'Fiat',
  Pulse: 'Fiat',
  Fastback: 'Fiat',
  Strada: 'Fiat',
  Toro: 'Fiat',
  Compass: 'Jeep',
  Renegade: 'Jeep',
  Kwid: 'Renault',
  Sandero: 'Renault',
  Duster: 'Renault',
  Kicks: 'Nissan',
  Versa: 'Nissan',
  Frontier: 'Nissan',
  Ranger: 'Ford',
  Ka: 'Ford',
  EcoSport: 'Ford',
  Fiesta: 'Ford',
  '208': 'Peugeot',
  '2008': 'Peugeot',
  C3: 'Citroën',
};

const KIND_WORDS: Record<VisitKind, RegExp> = {
  test_drive: /test/,
  visita: /visit/,
  avaliacao_usado: /avalia|usado|trade/,
};

type Value = string | number | undefined;

/** A property's name as the rules below read it: normalized, without separators. */
const keyOf = (name: string): string => normalizeText(name).replace(/[^a-z0-9]/g, '');
const CAR_ID = /(veiculo|vehicle|carro)id$/;
const PRICE = /preco|price|valor/;

/** A property's value from its name (normalized, without separators), its type and enum. */
function valueFor(
  tool: string,
  name: string,
  schema: PropertySchema,
  facts: DemoFacts,
  timeZone: string,
): Value {
  const key = keyOf(name);
  const numeric = schema.type === 'number' || schema.type === 'integer';
  if (Array.isArray(schema.enum)) {
    const options = schema.enum.filter((option): option is string => typeof option === 'string');
    if (/tipo|kind/.test(key))
      return options.find((option) => KIND_WORDS[facts.visitKind].test(normalizeText(option)));
    return undefined;
  }
  if (/^(tipo|kind)$/.test(key) && schema.type === 'string') return facts.visitKind;
  if (/startsat|inicio|datahora|datetime|quando/.test(key) || schema.format === 'date-time') {
    return facts.date && facts.time ? zonedIso(facts.date, facts.time, timeZone) : undefined;
  }
  if (/^(data|date|dia)/.test(key) || /data$|date$/.test(key)) return facts.date ?? undefined;
  if (/hora|time/.test(key)) return facts.time ?? undefined;
  if (/entrada|downpayment|sinal/.test(key)) return facts.downPayment ?? undefined;
  if (/prazo|parcelas|meses|term/.test(key)) return facts.termMonths ?? undefined;
  if (/^(km|quilometragem|mileage|kilometragem)/.test(key)) return facts.km ?? undefined;
  if (/^(ano|year)/.test(key)) return facts.year ?? undefined;
  if (/placa|plate/.test(key)) return facts.plate ?? undefined;
  if (/marca|make|brand|fabricante/.test(key)) return facts.model ? MAKES[facts.model] : undefined;
  if (/consulta|query|busca|pesquisa/.test(key)) return facts.message;
  if (/motivo|reason/.test(key))
    return tool === 'transferir_para_consultor' ? 'Cliente pediu para falar com um consultor' : facts.message;
  // The customer's own car is a trade-in's; any other tool means the car of the shop being talked about.
  const shopCar = tool === 'registrar_usado' ? null : facts.stockCar;
  if (CAR_ID.test(key)) return shopCar?.id;
  if (/id$/.test(key)) return undefined;
  // The shop's car has its own price: the customer's money is the down payment, not the price.
  if (PRICE.test(key))
    return numeric
      ? ((shopCar ? shopCar.price : facts.money !== facts.downPayment ? facts.money : null) ?? undefined)
      : undefined;
  if (!facts.model || numeric) return undefined;
  // A trade-in's `modelo` sits beside its `ano`; a visit's `veiculo` is the car as the customer said it.
  if (/^(modelo|model)$/.test(key)) return facts.model;
  if (/modelo|model|veiculo|vehicle|carro/.test(key))
    return shopCar?.name ?? [facts.model, facts.year].filter(Boolean).join(' ');
  return undefined;
}

export interface DemoArgs {
  args: Record<string, unknown>;
  /** Required properties the customer's words did not give. */
  missing: string[];
}

export function demoArgs(tool: ToolSpec, facts: DemoFacts, timeZone: string): DemoArgs {
  const { parameters } = tool;
  const properties =
    typeof parameters.properties === 'object' && parameters.properties !== null
      ? (parameters.properties as Record<string, PropertySchema>)
      : {};
  const required = Array.isArray(parameters.required)
    ? parameters.required.filter((name): name is string => typeof name === 'string')
    : [];
  const args: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const value = valueFor(tool.name, name, schema, facts, timeZone);
    if (value === undefined) continue;
    args[name] = schema.type === 'string' && typeof value === 'number' ? String(value) : value;
  }
  const missing = required.filter((name) => !(name in args));
  // A tool taking either a car of the stock or a price needs one of the two, which its JSON schema
  // cannot say: without either, the demo asks which car rather than calling to be refused.
  const names = Object.keys(properties);
  const carId = names.find((name) => CAR_ID.test(keyOf(name)));
  const price = names.find((name) => PRICE.test(keyOf(name)) && !/entrada|downpayment/.test(keyOf(name)));
  if (carId && price && !(carId in args) && !(price in args) && !missing.includes(price)) missing.push(price);
  return { args, missing };
}
