import type { FastifyInstance } from 'fastify';
import { SimulatorChatFilter, type SimulatorChatRecord } from '../../../contract/simulator';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import type { ListParams, ListSpec } from '../../lib/list-query';
import * as repo from './repository';
import { buildChats } from './timeline';

/**
 * The `simulator-chats` resource (`/api/simulator/chats`): the chats of the organization's
 * simulator instances. A chat merges the conversation and the fake phone's outbox, so it has no row
 * of its own: its id is `<instanceId>:<contactNumber>`, and a simulator holds a handful of chats,
 * so they are paged after the merge.
 */

export const CHAT_SORTS = ['id', 'contactName', 'contactNumber', 'lastMessageAt'] as const;
export type ChatSort = (typeof CHAT_SORTS)[number];

export const CHAT_LIST_SPEC: ListSpec<ChatSort, SimulatorChatFilter> = {
  sortable: CHAT_SORTS,
  defaultSort: { field: 'lastMessageAt', order: 'DESC' },
  filter: SimulatorChatFilter,
};

const chatId = (instanceId: string, contactNumber: string) => `${instanceId}:${contactNumber}`;

async function chatsOf(app: FastifyInstance, actor: AuthContext, instanceId?: string) {
  const simulators = (await repo.listSimulatorInstances(app.db, actor.organizationId)).filter(
    (row) => instanceId === undefined || row.id === instanceId,
  );
  if (instanceId !== undefined && simulators.length === 0) {
    throw notFound('Instância do simulador não encontrada');
  }
  const perInstance = await Promise.all(
    simulators.map(async (row): Promise<SimulatorChatRecord[]> => {
      const [contacts, outbox] = await Promise.all([
        repo.listConversationContacts(app.db, actor.organizationId, row.id),
        repo.listOutboxContacts(app.db, row.id),
      ]);
      return buildChats(contacts, outbox).map((chat) => ({
        id: chatId(row.id, chat.contactNumber),
        instanceId: row.id,
        ...chat,
      }));
    }),
  );
  return perInstance.flat();
}

const matches = (chat: SimulatorChatRecord, filter: SimulatorChatFilter) => {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  if (ids && !ids.includes(chat.id)) return false;
  const q = filter.q?.toLocaleLowerCase('pt-BR');
  return !q || chat.contactName.toLocaleLowerCase('pt-BR').includes(q) || chat.contactNumber.includes(q);
};

/** Names as a person reads them; ids, numbers and ISO instants by their characters, as PostgreSQL's ids sort. */
const compare = (field: ChatSort, a: string, b: string) =>
  field === 'contactName' ? a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) : a < b ? -1 : a > b ? 1 : 0;

export async function listChatPage(
  app: FastifyInstance,
  actor: AuthContext,
  params: ListParams<ChatSort, SimulatorChatFilter>,
): Promise<{ rows: SimulatorChatRecord[]; total: number }> {
  const { field, order } = params.sort;
  const direction = order === 'DESC' ? -1 : 1;
  const found = (await chatsOf(app, actor, params.filter.instanceId))
    .filter((chat) => matches(chat, params.filter))
    .sort((a, b) => direction * compare(field, a[field] ?? '', b[field] ?? ''));
  return { rows: found.slice(params.offset, params.offset + params.limit), total: found.length };
}

export async function findChat(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<SimulatorChatRecord> {
  const [instanceId = ''] = id.split(':');
  const isUuid = /^[0-9a-f-]{36}$/i.test(instanceId);
  const chat = isUuid ? (await chatsOf(app, actor, instanceId)).find((row) => row.id === id) : undefined;
  if (!chat) throw notFound('Conversa do simulador não encontrada');
  return chat;
}
