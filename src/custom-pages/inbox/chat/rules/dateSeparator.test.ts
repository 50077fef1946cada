import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../../../tests/web/inbox/chat/testing/builders';
import { buildChatRows } from './chatRows';
import { dateSeparatorLabel } from './dateSeparator';

const words = { today: 'Hoje', yesterday: 'Ontem' };
// Wednesday, 12 March 2025, mid-afternoon local time.
const now = new Date(2025, 2, 12, 15, 30);
const label = (date: Date) => dateSeparatorLabel(date, now, words);

describe('dateSeparatorLabel', () => {
  it("says 'Hoje' and 'Ontem' by calendar day, not by 24 hours", () => {
    expect(label(new Date(2025, 2, 12, 0, 1))).toBe('Hoje');
    expect(label(new Date(2025, 2, 11, 23, 59))).toBe('Ontem');
    expect(dateSeparatorLabel(new Date(2025, 2, 11, 23, 59), new Date(2025, 2, 12, 0, 1), words)).toBe(
      'Ontem',
    );
  });

  it('names the weekday within the last 7 days', () => {
    expect(label(new Date(2025, 2, 10, 9))).toBe('Segunda-feira');
    expect(label(new Date(2025, 2, 6, 9))).toBe('Quinta-feira');
  });

  it('writes day and long month from 7 days back, with the year only when it differs', () => {
    expect(label(new Date(2025, 2, 5, 9))).toBe('5 de março');
    expect(label(new Date(2024, 11, 25, 9))).toBe('25 de dezembro de 2024');
  });
});

describe('buildChatRows', () => {
  it('announces the day on the first message of each day only', () => {
    const first = buildMessage({ timestamp: new Date(2025, 2, 10, 9).toISOString() });
    const second = buildMessage({ timestamp: new Date(2025, 2, 10, 18).toISOString() });
    const third = buildMessage({ timestamp: new Date(2025, 2, 12, 8).toISOString() });
    const rows = buildChatRows([first, second, third]);
    expect(rows.map((row) => row.key)).toEqual([first.id, second.id, third.id]);
    expect(rows.map((row) => row.dayStart?.getDate() ?? null)).toEqual([10, null, 12]);
    expect(buildChatRows([])).toEqual([]);
  });
});
