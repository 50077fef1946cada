import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { ListQuery } from '../../../contract/common';
import {
  LEAD_REGISTER_SORTS,
  type LeadDetail,
  LeadRegisterFilter,
  type LeadRegisterSort,
} from '../../../contract/lead-register';
import type { Lead } from '../../../contract/leads';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';
import { loadAgendaSettings } from '../../engine/agenda';
import type { AuthContext } from '../../lib/auth-context';
import { type ListSpec, parseListQuery } from '../../lib/list-query';
import { scopeOf } from '../instances/service';
import { CSV_BOM, CSV_HEADERS, csvLine, dateTimeFormatter, leadCsvLine } from './csv';
import { listFinancingSimulations, listLeadHistory } from './history-repository';
import { countRegister, listRegisterPage, type RegisterQuery } from './register-repository';
import { findLeadCard } from './repository';
import { leadNotFound, toLead } from './service';

export const LEAD_REGISTER_SPEC: ListSpec<LeadRegisterSort, LeadRegisterFilter> = {
  sortable: LEAD_REGISTER_SORTS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filter: LeadRegisterFilter,
};

/** Rows read per round trip while the CSV streams out. */
const EXPORT_BATCH = 500;

async function timezoneOf(db: DbOrTx, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, tenantId));
  return row?.timezone ?? 'America/Sao_Paulo';
}

async function registerQuery(db: DbOrTx, actor: AuthContext, query: ListQuery) {
  const params = parseListQuery(query, LEAD_REGISTER_SPEC);
  const spec: RegisterQuery = {
    tenantId: actor.organizationId,
    scope: scopeOf(actor),
    timezone: await timezoneOf(db, actor.organizationId),
    filter: params.filter,
    sort: params.sort,
  };
  return { params, spec };
}

/** `GET /api/leads`: one page of the register and the total for `Content-Range`. */
export async function listRegister(
  db: DbOrTx,
  actor: AuthContext,
  query: ListQuery,
): Promise<{ rows: Lead[]; offset: number; total: number }> {
  const { params, spec } = await registerQuery(db, actor, query);
  const [rows, total, agenda] = await Promise.all([
    listRegisterPage(db, spec, { offset: params.offset, limit: params.limit }),
    countRegister(db, spec),
    loadAgendaSettings(db, actor.organizationId),
  ]);
  return { rows: rows.map((row) => toLead(row, agenda.timezone)), offset: params.offset, total };
}

/** `GET /api/leads/:id`: the lead with its history (status moves, qualification, hand-overs). */
export async function getLeadDetail(db: DbOrTx, actor: AuthContext, id: string): Promise<LeadDetail> {
  const card = await findLeadCard(db, actor.organizationId, scopeOf(actor), id);
  if (!card) throw leadNotFound();
  const [history, financingSimulations, agenda] = await Promise.all([
    listLeadHistory(db, actor.organizationId, id),
    listFinancingSimulations(db, actor.organizationId, card.conversationId),
    loadAgendaSettings(db, actor.organizationId),
  ]);
  return { ...toLead(card, agenda.timezone), history, financingSimulations };
}

/**
 * `GET /api/leads/export.csv`: every lead of the filter, read in batches while the file streams out,
 * so a register of 100,000 leads never sits in memory. The filter is checked before the first byte.
 */
export async function exportRegister(db: DbOrTx, actor: AuthContext, query: ListQuery): Promise<Readable> {
  const { spec } = await registerQuery(db, actor, { ...query, range: undefined });
  const formatDate = dateTimeFormatter(spec.timezone);
  async function* lines() {
    yield CSV_BOM + csvLine(CSV_HEADERS);
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await listRegisterPage(db, spec, { offset, limit: EXPORT_BATCH });
      if (rows.length > 0) yield rows.map((row) => leadCsvLine(row, formatDate)).join('');
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines());
}
