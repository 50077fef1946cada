import { SALE_ITEM_CATEGORY, type SaleItem } from '../../../contract/bonuses';
import type { LeadStatus } from '../../../contract/constants';
import type { LeadCardRow } from './repository';

/** Excel in Brazil reads `;`-separated files and needs the BOM to take them as UTF-8. */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Novos',
  qualified: 'Qualificados',
  negotiating: 'Negociando',
  closed_won: 'Vendidos',
  closed_lost: 'Perdidos',
};

export const CSV_HEADERS = [
  'Contato',
  'Telefone',
  'Instância',
  'Vendedor',
  'Status',
  'Qualificação',
  'Score',
  'Criado em',
  'Última mensagem em',
  'Motivo da perda',
  'Canal de venda',
  'Valor da venda (R$)',
  'Itens vendidos',
] as const;

/**
 * One field: quoted when it holds the separator, a quote or a line break (quotes doubled). A text
 * starting with = + - @ gets a leading apostrophe so a spreadsheet does not run it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | null | undefined)[]): string =>
  `${fields.map(csvField).join(SEPARATOR)}\r\n`;

/** Formats instants in the organization's time zone as Brazilians write them. */
export function dateTimeFormatter(timezone: string): (at: Date | null) => string {
  const format = new Intl.DateTimeFormat('pt-BR', {
    timeZone: timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (at) => (at ? format.format(at).replace(',', '') : '');
}

const money = (value: number | null): string =>
  value === null ? '' : value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function leadCsvLine(row: LeadCardRow, formatDate: (at: Date | null) => string): string {
  const items = row.saleItems
    .map((item) => SALE_ITEM_CATEGORY[item as SaleItem])
    .filter(Boolean)
    .join(', ');
  return csvLine([
    row.contactName,
    row.contactNumber,
    row.instanceName,
    row.sellerName,
    STATUS_LABELS[row.status],
    row.qualificationLevel,
    row.aiQualificationScore,
    formatDate(row.createdAt),
    formatDate(row.lastMessageAt),
    row.lostReason,
    row.soldChannel,
    money(row.saleValue),
    items,
  ]);
}
