/**
 * The Autocerto partner API's wire format, as we read it (see PROTOCOL.md): paths, request bodies,
 * response shapes and the mapping to and from the CRM port's types. Nothing else in the server
 * knows these names; when the partner's format turns out different, this file is the one to change.
 */
import { z } from 'zod';
import type { LeadStatus } from '../../../../contract/constants';
import type { CrmLead, CrmVehicle } from '../port';

export const PATHS = {
  login: '/api/v1/auth/login',
  stock: '/api/v1/estoque',
  leads: '/api/v1/leads',
  lead: (code: string) => `/api/v1/leads/${encodeURIComponent(code)}`,
} as const;

/** Cars asked per stock page; the API caps pages at 100. */
export const STOCK_PAGE_SIZE = 100;

export const loginBody = (username: string, password: string) => ({ usuario: username, senha: password });

export const LoginResponse = z.object({ token: z.string().min(1), expiraEm: z.string().optional() });

/** Prices and mileages arrive as numbers or as pt-BR text ("62.900,00"). */
const brNumber = z.union([
  z.number(),
  z.string().transform((text, context) => {
    const value = Number(text.replace(/[R$\s.]/g, '').replace(',', '.'));
    if (Number.isNaN(value)) {
      context.addIssue({ code: 'custom', message: `número inválido: ${text}` });
      return z.NEVER;
    }
    return value;
  }),
]);

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

const Photo = z
  .union([z.string(), z.object({ url: z.string() })])
  .transform((p) => (typeof p === 'string' ? p : p.url));

export const StockItem = z.object({
  codigo: z.union([z.string(), z.number()]).transform(String),
  marca: z.string().trim().min(1),
  modelo: z.string().trim().min(1),
  versao: text,
  anoFabricacao: z.coerce.number().int(),
  anoModelo: z.coerce.number().int(),
  quilometragem: brNumber.nullish().transform((km) => Math.round(km ?? 0)),
  preco: brNumber,
  cor: text,
  combustivel: text,
  cambio: text,
  carroceria: text,
  placa: z.string().nullish(),
  fotos: z
    .array(Photo)
    .nullish()
    .transform((photos) => photos ?? []),
  situacao: z.string().transform((status) => status.toUpperCase()),
});
export type StockItem = z.infer<typeof StockItem>;

export const StockPage = z.object({
  itens: z.array(z.unknown()),
  pagina: z.number().int(),
  totalPaginas: z.number().int(),
});

export const LeadCreated = z.object({ codigo: z.union([z.string(), z.number()]).transform(String) });

/** The partner's error body, when it sends one. */
export const ErrorBody = z.object({ mensagem: z.string() }).partial();

const STATUS_IN: Record<string, CrmVehicle['status']> = {
  DISPONIVEL: 'available',
  RESERVADO: 'reserved',
  VENDIDO: 'sold',
};

export function toCrmVehicle(item: StockItem): CrmVehicle {
  return {
    externalId: item.codigo,
    make: item.marca,
    model: item.modelo,
    version: item.versao,
    year: item.anoFabricacao,
    modelYear: item.anoModelo,
    km: item.quilometragem,
    price: item.preco,
    color: item.cor,
    fuel: item.combustivel,
    transmission: item.cambio,
    bodyType: item.carroceria.toLowerCase(),
    plate: item.placa?.trim() || null,
    photos: item.fotos,
    // Anything the partner adds later (e.g. "EM_PREPARACAO") is not for sale yet.
    status: STATUS_IN[item.situacao] ?? 'reserved',
  };
}

const STATUS_OUT: Record<LeadStatus, string> = {
  new: 'NOVO',
  qualified: 'QUALIFICADO',
  negotiating: 'EM_NEGOCIACAO',
  closed_won: 'VENDIDO',
  closed_lost: 'PERDIDO',
};

export function leadBody(lead: CrmLead) {
  return {
    nome: lead.name,
    telefone: lead.phone,
    origem: 'WHATSAPP_VENDAI',
    situacao: STATUS_OUT[lead.status],
    temperatura: lead.qualification,
    referenciaExterna: lead.leadId,
    dataCriacao: lead.createdAt.toISOString(),
  };
}
