import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowUpSettingsResponse, InstanceSettingsView } from '../../../../contract/ai-config';
import { instances } from '../../../../server/db/schema';
import { loadInstanceConfig } from '../../../../server/engine/config';
import { type ConfigWorld, call, configWorld, fieldError, ok } from './fixture';

let w: ConfigWorld;
beforeAll(async () => {
  w = await configWorld();
});
afterAll(() => w.close());

const url = (id: string) => `/api/instances/${id}/settings`;
const patch = (id: string, body: object, headers = w.admin) =>
  ok<InstanceSettingsView>(call(w, 'PATCH', url(id), headers, body));

describe('GET /api/instances/:id/settings', () => {
  it('answers every setting with the defaults of spec 1 §9 and the switches', async () => {
    const settings = await ok<InstanceSettingsView>(call(w, 'GET', url(w.adminInstance), w.admin));
    expect(settings).toMatchObject({
      instanceId: w.adminInstance,
      globalAiEnabled: true,
      globalFollowupEnabled: true,
      humanAssumesEnabled: true,
      enableAutoResponse: true,
      typingSeconds: 3,
      responseSeconds: 30,
      followUpInterval: 24,
      maxFollowUps: 1,
      maxContextMessages: 10,
      typingSpeed: 40,
      typingVariation: 20,
      aiStartTime: '08:00',
      aiEndTime: '18:00',
      aiWorkDays: '1,2,3,4,5',
      personalityType: 'friendly',
      alertKeywords: 'urgente, problema, reclamação, cancelar, desconto, oferta',
      consultorNotificationEnabled: false,
      consultorNotificationPhone: null,
      scrapingEnabled: false,
      scrapingSchedule: 'hourly',
      scraping: { status: 'never', error: null, nextRunAt: null },
    });
  });
});

describe('PATCH /api/instances/:id/settings', () => {
  it('stores the fields sent, keeps the others, and the pipeline reads them', async () => {
    const saved = await patch(w.adminInstance, {
      typingSeconds: 0,
      responseSeconds: 300,
      maxFollowUps: 3,
      followUpMessage2: 'Ainda procurando carro?',
      aiScheduleEnabled: true,
      aiStartTime: '09:30',
      aiEndTime: '19:00',
      aiWorkDays: '6, 1,2,2',
      humanAssumesEnabled: false,
      personalityType: 'formal',
      consultorNotificationEnabled: true,
      consultorNotificationPhone: '+55 (11) 98888-7777',
      followUpBlacklist: '5511911112222\n5511933334444',
    });
    expect(saved).toMatchObject({
      typingSeconds: 0,
      responseSeconds: 300,
      maxFollowUps: 3,
      aiWorkDays: '1,2,6',
      humanAssumesEnabled: false,
      consultorNotificationPhone: '5511988887777',
      typingSpeed: 40,
    });
    const again = await ok<InstanceSettingsView>(call(w, 'GET', url(w.adminInstance), w.admin));
    expect(again).toEqual(saved);

    const { settings } = await loadInstanceConfig(w.app, w.db, w.adminInstance);
    expect(settings).toMatchObject({
      responseSeconds: 300,
      aiStartTime: '09:30',
      humanAssumesEnabled: false,
    });
    expect(settings.consultorNotificationPhone).toBe('5511988887777');
    // The consultant's number lives on the instance, where the dashboard card edits it too.
    const [row] = await w.db.select().from(instances).where(eq(instances.id, w.adminInstance));
    expect(row).toMatchObject({
      consultorNotificationEnabled: true,
      consultorNotificationPhone: '5511988887777',
    });
  });

  it('puts a numeric field sent as null back to its default', async () => {
    await patch(w.adminInstance, { typingSpeed: 90 });
    const saved = await patch(w.adminInstance, { typingSpeed: null });
    expect(saved.typingSpeed).toBe(40);
  });

  it('the follow-up settings show the texts that will be sent', async () => {
    const followUp = await ok<FollowUpSettingsResponse>(
      call(w, 'GET', `/api/instances/${w.adminInstance}/follow-up-settings`, w.admin),
    );
    expect(followUp.intervalHours).toBe(24);
    expect(followUp.messageCount).toBe(3);
    expect(followUp.customMessages).toHaveLength(3);
    expect(followUp.customMessages[1]).toBe('Ainda procurando carro?');
    expect(followUp.blacklist).toEqual(['5511911112222', '5511933334444']);
    expect(followUp.enabled).toBe(true);
  });

  it.each([
    ['typingSeconds', 31, 'Tempo digitando deve estar entre 0 e 30 segundos'],
    ['typingSeconds', -1, 'Tempo digitando deve estar entre 0 e 30 segundos'],
    ['responseSeconds', 301, 'Espera antes de responder deve estar entre 0 e 300 segundos'],
    ['followUpInterval', 0, 'Intervalo do follow-up deve estar entre 1 e 168 horas'],
    ['followUpInterval', 169, 'Intervalo do follow-up deve estar entre 1 e 168 horas'],
    ['maxFollowUps', 4, 'Máximo de follow-ups deve estar entre 1 e 3'],
    ['maxFollowUps', 0, 'Máximo de follow-ups deve estar entre 1 e 3'],
    ['maxFollowUps', 1.5, 'Máximo de follow-ups deve ser um número inteiro'],
    ['typingSpeed', 19, 'Velocidade de digitação deve estar entre 20 e 100 caracteres por segundo'],
    ['typingSpeed', 101, 'Velocidade de digitação deve estar entre 20 e 100 caracteres por segundo'],
    ['typingVariation', 51, 'Variação da digitação deve estar entre 0 e 50 %'],
    ['maxContextMessages', 0, 'Mensagens lembradas deve estar entre 1 e 50'],
    ['maxContextMessages', 51, 'Mensagens lembradas deve estar entre 1 e 50'],
    ['typingSeconds', '3', 'Tempo digitando deve ser um número'],
    ['aiStartTime', '25:00', 'Início do atendimento deve estar no formato HH:MM'],
    ['aiWorkDays', '1,8', 'Dias de atendimento devem ser números de 1 (segunda) a 7 (domingo)'],
    ['aiWorkDays', '', 'Dias de atendimento devem ser números de 1 (segunda) a 7 (domingo)'],
    ['personalityType', 'grumpy', 'Tipo de personalidade deve ser um de'],
    ['consultorNotificationPhone', '123', 'Telefone do consultor deve ter entre 10 e 15 dígitos'],
    ['keepUnread', 'sim', 'Manter mensagens como não lidas deve ser verdadeiro ou falso'],
  ])('refuses %s = %j with a 400 naming it', async (field, value, message) => {
    const error = await fieldError(call(w, 'PATCH', url(w.adminInstance), w.admin, { [field]: value }));
    expect(error).toEqual({ field, message: expect.stringContaining(message) });
  });

  it('refuses turning the consultant notification on without a phone', async () => {
    const error = await fieldError(
      call(w, 'PATCH', url(w.sellerInstance), w.admin, { consultorNotificationEnabled: true }),
    );
    expect(error).toEqual({
      field: 'consultorNotificationPhone',
      message: 'Informe o telefone do consultor para ativar a notificação',
    });
  });

  it('an invalid field changes nothing', async () => {
    await call(w, 'PATCH', url(w.adminInstance), w.admin, { typingSeconds: 5, maxContextMessages: 99 });
    const settings = await ok<InstanceSettingsView>(call(w, 'GET', url(w.adminInstance), w.admin));
    expect(settings.typingSeconds).toBe(0);
  });
});

describe('who may see and change the settings', () => {
  it('a seller reads its own instance but may not change it', async () => {
    const read = await ok<InstanceSettingsView>(call(w, 'GET', url(w.sellerInstance), w.seller));
    expect(read.typingSeconds).toBe(3);
    const change = await call(w, 'PATCH', url(w.sellerInstance), w.seller, { typingSeconds: 10 });
    expect(change.statusCode).toBe(403);
    const after = await ok<InstanceSettingsView>(call(w, 'GET', url(w.sellerInstance), w.seller));
    expect(after.typingSeconds).toBe(3);
    const followUp = await call(w, 'GET', `/api/instances/${w.sellerInstance}/follow-up-settings`, w.seller);
    expect(followUp.statusCode).toBe(200);
  });

  it("another seller's and another organization's instances are 404", async () => {
    expect((await call(w, 'GET', url(w.otherSellerInstance), w.seller)).statusCode).toBe(404);
    expect((await call(w, 'PATCH', url(w.otherOrgInstance), w.admin, { typingSeconds: 9 })).statusCode).toBe(
      404,
    );
    expect(
      (await call(w, 'GET', `/api/instances/${w.otherOrgInstance}/follow-up-settings`, w.admin)).statusCode,
    ).toBe(404);
    const foreign = await ok<InstanceSettingsView>(call(w, 'GET', url(w.otherOrgInstance), w.otherOrgAdmin));
    expect(foreign.typingSeconds).toBe(3);
  });
});
