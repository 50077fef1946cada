/** The contact's own data handed to the admin as a file, with the trail it leaves. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../../server/db/schema';
import { contactWithData, exportOf, privacyShopForTheFile } from './subject';

const shop = privacyShopForTheFile();

describe('POST /api/leads/:id/export', () => {
  it('hands the admin a file with the conversations, messages with media links, history, visit and trade-in', async () => {
    const lead = await contactWithData(shop);
    const { NAME, SECRET_TEXT } = lead;
    const { response, body } = await exportOf(shop, lead.id);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="titular-.*\.json"$/);
    expect(body.contact).toEqual({ name: NAME, phone: lead.contactNumber });
    expect(body.conversations.map((c) => c.id)).toEqual([lead.conversationId]);
    const exported = await shop.t.db.select().from(auditLog).where(eq(auditLog.targetId, lead.id));
    expect(exported.map((row) => row.action)).toEqual(['lead.data_exported']);
    expect(body.conversations[0]?.notes[0]?.text).toBe('Cliente mora na Rua Secreta 10');
    expect(body.messages.map((m) => m.content)).toContain(SECRET_TEXT);
    const voice = body.messages.find((m) => m.id === lead.voiceId);
    expect(voice).toMatchObject({
      mediaType: 'audio',
      transcription: `quero financiar ${lead.serial}x`,
      mediaUrl: `/api/messages/${lead.voiceId}/media`,
    });
    expect(body.tradeIns[0]).toMatchObject({ model: 'Uno', plate: 'ABC1D23' });
    expect(body.appointments[0]?.notes).toBe('Vem com a esposa');
    expect(body.leads[0]?.id).toBe(lead.id);
    expect(body.consent).toBeNull();
    // The CSV holds the same messages, a header and one line each.
    expect(body.messagesCsv.trim().split(/\r?\n/)).toHaveLength(4);
    expect(body.messagesCsv).toContain(SECRET_TEXT);
  });

  it('is for admins only: a seller gets 403', async () => {
    const lead = await contactWithData(shop);
    const response = await shop.t.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/export`,
      headers: shop.seller,
    });
    expect(response.statusCode).toBe(403);
  });
});
