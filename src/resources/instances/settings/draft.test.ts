import { describe, expect, it } from 'vitest';
import { buildAiConfig, buildSettingsView } from '../../../../tests/web/dashboard/settings/settingsFixtures';
import { isNewKey, toAiConfigBody, toDraft, toScrapingBody, toSettingsBody } from './draft';

const ID = '00000000-0000-4000-8000-000000000001';
const draftOf = (ai = {}, settings = {}) => toDraft(buildAiConfig(ID, ai), buildSettingsView(ID, settings));

describe('settings draft', () => {
  it('treats masked, "not set" and blank keys as the stored key (spec 1 §5)', () => {
    expect(isNewKey('sk-p****wxyz')).toBe(false);
    expect(isNewKey('not set')).toBe(false);
    expect(isNewKey('NOT SET')).toBe(false);
    expect(isNewKey('   ')).toBe(false);
    expect(isNewKey('sk-proj-abc')).toBe(true);
  });

  it('sends the qualification key only while the qualification has its own provider', () => {
    const typed = { ...draftOf(), apiKey: 'sk-main', qualificationApiKey: 'ds-qual' };
    expect(toAiConfigBody(typed)).not.toHaveProperty('qualificationApiKey');
    expect(toAiConfigBody({ ...typed, qualificationProvider: 'deepseek' })).toMatchObject({
      apiKey: 'sk-main',
      qualificationApiKey: 'ds-qual',
    });
  });

  it('saves blank numbers as the defaults of spec 1 §9 and blank texts as null', () => {
    const draft = {
      ...draftOf({}, { consultorNotificationPhone: '5511987654321' }),
      temperature: '',
      qualificationTopP: '',
      followUpInterval: '',
      maxContextMessages: '',
      consultorNotificationPhone: '  ',
      scrapingUrl: '',
    };
    expect(toAiConfigBody(draft)).toMatchObject({ temperature: 0.7, qualificationTopP: 0.8 });
    expect(toSettingsBody(draft)).toMatchObject({
      followUpInterval: 24,
      maxContextMessages: 10,
      consultorNotificationPhone: null,
    });
    expect(toScrapingBody(draft)).toEqual({
      scrapingEnabled: false,
      scrapingUrl: null,
      scrapingSchedule: 'hourly',
    });
  });

  it('sends only the fields of each endpoint', () => {
    const draft = draftOf();
    expect(toSettingsBody(draft)).not.toHaveProperty('provider');
    expect(toSettingsBody(draft)).not.toHaveProperty('scrapingUrl');
    expect(toAiConfigBody(draft)).not.toHaveProperty('typingSeconds');
    expect(toAiConfigBody(draft)).not.toHaveProperty('effectiveProvider');
  });
});
