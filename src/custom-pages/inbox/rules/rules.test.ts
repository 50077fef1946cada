import { describe, expect, it } from 'vitest';
import {
  contactInitials,
  conversationTitle,
  formatContactPhone,
  INSTANCE_COLORS,
  instanceColor,
  isRealPhone,
  lastMessagePreview,
  relativeTimeOf,
  unreadBadgeLabel,
} from '.';

describe('phone numbers', () => {
  it('formats Brazilian numbers with country code 55 and 12 or 13 digits', () => {
    expect(formatContactPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatContactPhone('551133334444')).toBe('+55 (11) 3333-4444');
    expect(formatContactPhone('14155552671')).toBe('14155552671');
  });

  it('counts WhatsApp ids, long ids, foreign and odd-length numbers as not a phone', () => {
    expect(isRealPhone('5511987654321')).toBe(true);
    expect(isRealPhone('551133334444')).toBe(true);
    expect(isRealPhone('5511987654321@s.whatsapp.net')).toBe(false);
    expect(isRealPhone('120363041234567890')).toBe(false);
    expect(isRealPhone('14155552671')).toBe(false);
    expect(isRealPhone('55119876543')).toBe(false);
    expect(isRealPhone('55119876543210')).toBe(false);
  });
});

describe('conversationTitle', () => {
  it('shows the formatted phone of a real number, whatever the name', () => {
    expect(conversationTitle({ contactName: 'Maria Silva', contactNumber: '5511988887777' })).toBe(
      '+55 (11) 98888-7777',
    );
  });

  it('shows the contact name when the number is an internal id', () => {
    expect(conversationTitle({ contactName: 'Maria Silva', contactNumber: '203984756102938@lid' })).toBe(
      'Maria Silva',
    );
    expect(conversationTitle({ contactName: 'João', contactNumber: '14155552671' })).toBe('João');
  });

  it('falls back to the id itself when such a contact has no name', () => {
    expect(conversationTitle({ contactName: '  ', contactNumber: '203984756102938' })).toBe(
      '203984756102938',
    );
  });
});

describe('contactInitials', () => {
  it('takes the first letters of up to two words, upper-cased', () => {
    expect(contactInitials({ contactName: 'maria da silva', contactNumber: '5511988887777' })).toBe('MD');
    expect(contactInitials({ contactName: 'Ótavio', contactNumber: '5511988887777' })).toBe('Ó');
  });

  it("uses the number's last two digits for a blank name or the placeholder 'Contato'", () => {
    expect(contactInitials({ contactName: '', contactNumber: '5511988887734' })).toBe('34');
    expect(contactInitials({ contactName: 'Contato', contactNumber: '5511988887756' })).toBe('56');
  });
});

describe('unreadBadgeLabel', () => {
  it('shows no badge without unread messages and caps the count at 99+', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(7)).toBe('7');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
    expect(unreadBadgeLabel(4321)).toBe('99+');
  });
});

describe('relativeTimeOf', () => {
  const now = new Date('2025-03-10T15:00:00');
  const ago = (ms: number) => relativeTimeOf(new Date(now.getTime() - ms), now);
  const MIN = 60_000;

  it('reads now, minutes and hours within the day', () => {
    expect(ago(30_000)).toEqual({ unit: 'now' });
    expect(ago(-5_000)).toEqual({ unit: 'now' });
    expect(ago(5 * MIN)).toEqual({ unit: 'minutes', count: 5 });
    expect(ago(59 * MIN)).toEqual({ unit: 'minutes', count: 59 });
    expect(ago(3 * 60 * MIN)).toEqual({ unit: 'hours', count: 3 });
  });

  it('reads yesterday, then days within a week, then the day and month', () => {
    expect(ago(30 * 60 * MIN)).toEqual({ unit: 'yesterday' });
    expect(ago(3 * 24 * 60 * MIN)).toEqual({ unit: 'days', count: 3 });
    expect(relativeTimeOf(new Date('2025-02-25T09:00:00'), now)).toEqual({ unit: 'date', text: '25/02' });
  });
});

describe('instanceColor', () => {
  it('gives an instance the same palette colour every time', () => {
    const id = '33333333-3333-4333-8333-333333333333';
    expect(instanceColor(id)).toBe(instanceColor(id));
    expect(INSTANCE_COLORS).toContain(instanceColor(id));
  });

  it('spreads different instances over the palette', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `instance-${i}`);
    expect(new Set(ids.map(instanceColor)).size).toBeGreaterThan(3);
  });
});

describe('lastMessagePreview', () => {
  it('shows the text with an icon for its kind; plain text has none', () => {
    expect(lastMessagePreview({ lastMessage: 'Oi', lastMessageType: 'text' })).toEqual({
      icon: null,
      text: 'Oi',
    });
    expect(lastMessagePreview({ lastMessage: '[Áudio]', lastMessageType: 'audio' })).toEqual({
      icon: 'audio',
      text: '[Áudio]',
    });
    expect(lastMessagePreview({ lastMessage: '[Enquete] Qual?', lastMessageType: 'poll' }).icon).toBe(
      'other',
    );
  });

  it("has no text when there is no message ('Sem mensagens')", () => {
    expect(lastMessagePreview({ lastMessage: null, lastMessageType: 'text' })).toEqual({
      icon: null,
      text: null,
    });
    expect(lastMessagePreview({ lastMessage: '  ', lastMessageType: 'image' }).text).toBeNull();
  });
});
