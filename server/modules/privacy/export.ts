import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContactExport } from '../../../contract/privacy';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  conversationNotes,
  conversations,
  leadHistory,
  leads,
  messageMedia,
  messages,
  tradeIns,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { CSV_BOM, csvLine } from '../leads/csv';
import { findDataSubject } from './contact';
import { campaignsReceived } from './export-campaigns';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

const CSV_HEADERS = [
  'Data',
  'Direção',
  'Origem',
  'Remetente',
  'Texto',
  'Transcrição',
  'Mídia',
  'Link da mídia',
];

function messagesCsv(rows: ContactExport['messages']): string {
  const lines = rows.map((row) =>
    csvLine([
      row.timestamp,
      row.direction === 'in' ? 'recebida' : 'enviada',
      row.origin,
      row.senderName,
      row.content,
      row.transcription,
      row.mediaType,
      row.mediaUrl,
    ]),
  );
  return CSV_BOM + [csvLine(CSV_HEADERS), ...lines].join('');
}

/**
 * `POST /api/leads/:id/export`: everything the organization holds on the lead's contact (LGPD art.
 * 18, access and portability), across every conversation of their number. The audit record of this
 * action belongs here, beside the read.
 */
export async function exportContactData(
  db: DbOrTx,
  actor: AuthContext,
  leadId: string,
  now: Date,
): Promise<ContactExport> {
  const subject = await findDataSubject(db, actor.organizationId, leadId);
  const ids = subject.conversationIds;
  const conversationRows = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.organizationId, actor.organizationId), inArray(conversations.id, ids)))
    .orderBy(asc(conversations.createdAt));
  const notes = await db
    .select()
    .from(conversationNotes)
    .where(inArray(conversationNotes.conversationId, ids))
    .orderBy(asc(conversationNotes.createdAt));
  const leadRows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.organizationId, actor.organizationId), inArray(leads.conversationId, ids)));
  const leadIds = leadRows.map((row) => row.id);
  const history = leadIds.length
    ? await db
        .select()
        .from(leadHistory)
        .where(inArray(leadHistory.leadId, leadIds))
        .orderBy(asc(leadHistory.createdAt))
    : [];
  const visits = leadIds.length
    ? await db
        .select()
        .from(appointments)
        .where(inArray(appointments.leadId, leadIds))
        .orderBy(asc(appointments.startsAt))
    : [];
  const cars = leadIds.length
    ? await db.select().from(tradeIns).where(inArray(tradeIns.leadId, leadIds))
    : [];
  const reached = await campaignsReceived(db, actor.organizationId, leadIds);
  const messageRows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.organizationId, actor.organizationId), inArray(messages.conversationId, ids)))
    .orderBy(asc(messages.timestamp), asc(messages.seq));
  const withMedia = new Set(
    (
      await db
        .select({ id: messageMedia.messageId })
        .from(messageMedia)
        .innerJoin(messages, eq(messages.id, messageMedia.messageId))
        .where(and(eq(messages.organizationId, actor.organizationId), inArray(messages.conversationId, ids)))
    ).map((row) => row.id),
  );

  const exported: ContactExport['messages'] = messageRows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    timestamp: row.timestamp.toISOString(),
    direction: row.direction,
    origin: row.origin,
    senderName: row.senderName,
    content: row.content,
    transcription: row.transcription,
    mediaType: row.mediaType,
    mediaUrl: withMedia.has(row.id) ? `/api/messages/${row.id}/media` : null,
  }));

  return {
    exportedAt: now.toISOString(),
    contact: { name: subject.name, phone: subject.number },
    conversations: conversationRows.map((row) => ({
      id: row.id,
      instanceId: row.instanceId,
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: iso(row.lastMessageAt),
      notes: notes
        .filter((note) => note.conversationId === row.id)
        .map((note) => ({
          authorName: note.authorName,
          text: note.text,
          createdAt: note.createdAt.toISOString(),
        })),
    })),
    leads: leadRows.map((row) => ({
      id: row.id,
      status: row.status,
      qualificationLevel: row.qualificationLevel,
      lostReason: row.lostReason,
      financingInterestAt: iso(row.financingInterestAt),
      createdAt: row.createdAt.toISOString(),
      history: history
        .filter((entry) => entry.leadId === row.id)
        .map((entry) => ({
          kind: entry.kind,
          fromValue: entry.fromValue,
          toValue: entry.toValue,
          actorName: entry.actorName,
          reason: entry.reason,
          createdAt: entry.createdAt.toISOString(),
        })),
    })),
    appointments: visits.map((row) => ({
      id: row.id,
      kind: row.kind,
      startsAt: row.startsAt.toISOString(),
      status: row.status,
      notes: row.notes,
    })),
    tradeIns: cars.map((row) => ({
      make: row.make,
      model: row.model,
      year: row.year,
      km: row.km,
      plate: row.plate,
      conditionNotes: row.conditionNotes,
      referencePrice: row.referencePrice,
    })),
    campaigns: reached,
    consent: null,
    messages: exported,
    messagesCsv: messagesCsv(exported),
  };
}
