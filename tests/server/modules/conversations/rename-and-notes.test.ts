import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationNote, ConversationResponse, NotePage } from '../../../../contract/inbox';
import { conversations, simulatorMessages } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { collectEvents, connectInstance, createConversation, settle } from '../messages/fixtures';

let t: TestApp;
let org: string;
let admin: { id: string; headers: { authorization: string } };
let sellerHeaders: { authorization: string };
let otherOrg: Awaited<ReturnType<typeof signedInUser>>;
let instance: { id: string; organizationId: string };

beforeAll(async () => {
  t = await createTestApp();
  org = (await createOrganization(t.db)).id;
  const user = await createUser(t.db, org, { role: 'admin', firstName: 'Rita', lastName: 'Lima' });
  admin = { id: user.id, headers: authHeader(await login(t.app, user.email, user.password)) };
  const seller = await createUser(t.db, org, { role: 'vendedor' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  otherOrg = await signedInUser(t, 'admin');
  instance = { ...(await createInstanceRow(t.db, org, user.id)), organizationId: org };
  await connectInstance(t.db, instance.id);
});
afterAll(() => t.close());

const rename = (id: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/conversations/${id}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

describe('PATCH /api/conversations/:id', () => {
  it('renames the contact and announces the old and new names', async () => {
    const chat = await createConversation(t.db, instance, { contactName: 'Contato' });
    const listener = collectEvents(t, org, chat.id);
    const response = await rename(chat.id, { contactName: '  João da Silva  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ConversationResponse>().conversation).toMatchObject({
      id: chat.id,
      contactName: 'João da Silva',
    });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, chat.id));
    expect(row?.contactName).toBe('João da Silva');
    await settle();
    listener.stop();
    expect(listener.events).toEqual([
      {
        type: 'contact_name_updated',
        instanceId: instance.id,
        conversationId: chat.id,
        oldName: 'Contato',
        newName: 'João da Silva',
        byUserId: admin.id,
      },
    ]);
  });

  it('takes 1 to 50 characters', async () => {
    const chat = await createConversation(t.db, instance, { contactName: 'Ana' });
    const blank = await rename(chat.id, { contactName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).details).toEqual([
      { field: 'contactName', message: 'Nome do contato é obrigatório' },
    ]);
    const long = await rename(chat.id, { contactName: 'x'.repeat(51) });
    expect(errorOf(long).message).toBe('Nome do contato deve ter no máximo 50 caracteres');
    expect((await rename(chat.id, { contactName: 'x'.repeat(50) })).statusCode).toBe(200);
  });

  it('is 404 out of reach and leaves the name alone', async () => {
    const chat = await createConversation(t.db, instance, { contactName: 'Bia' });
    expect((await rename(chat.id, { contactName: 'Invasor' }, sellerHeaders)).statusCode).toBe(404);
    expect((await rename(chat.id, { contactName: 'Invasor' }, otherOrg.headers)).statusCode).toBe(404);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, chat.id));
    expect(row?.contactName).toBe('Bia');
  });
});

describe('/api/conversations/:id/notes', () => {
  const notesOf = (id: string, headers = admin.headers, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/conversations/${id}/notes${query}`, headers });
  const addNote = (id: string, text: unknown, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/conversations/${id}/notes`, headers, payload: { text } });

  it('keeps internal notes by the caller, newest first, and never sends them', async () => {
    const chat = await createConversation(t.db, instance);
    const first = await addNote(chat.id, '  Cliente quer financiar em 48x  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ConversationNote>()).toMatchObject({
      conversationId: chat.id,
      authorId: admin.id,
      authorName: 'Rita Lima',
      text: 'Cliente quer financiar em 48x',
    });
    await addNote(chat.id, 'Ligar na sexta');
    const page = (await notesOf(chat.id)).json<NotePage>();
    expect(page.notes.map((n) => n.text)).toEqual(['Ligar na sexta', 'Cliente quer financiar em 48x']);
    expect(page.hasMore).toBe(false);
    const limited = (await notesOf(chat.id, admin.headers, '?limit=1')).json<NotePage>();
    expect(limited).toMatchObject({ hasMore: true, notes: [{ text: 'Ligar na sexta' }] });
    const phone = await t.db
      .select()
      .from(simulatorMessages)
      .where(eq(simulatorMessages.instanceId, instance.id));
    expect(phone).toEqual([]);
  });

  it('takes 1 to 2000 characters', async () => {
    const chat = await createConversation(t.db, instance);
    expect(errorOf(await addNote(chat.id, ' ')).message).toBe('Escreva a nota');
    expect((await addNote(chat.id, 'n'.repeat(2001))).statusCode).toBe(400);
    expect((await addNote(chat.id, 'n'.repeat(2000))).statusCode).toBe(201);
  });

  it('is 404 out of reach', async () => {
    const chat = await createConversation(t.db, instance);
    await addNote(chat.id, 'Só da equipe');
    for (const headers of [sellerHeaders, otherOrg.headers]) {
      expect((await notesOf(chat.id, headers)).statusCode).toBe(404);
      expect((await addNote(chat.id, 'Intrusa', headers)).statusCode).toBe(404);
    }
  });
});
