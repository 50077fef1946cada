import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { periodOf } from './period';

describe('periodOf', () => {
  // 01:30 UTC on 1 April is still 31 March in São Paulo.
  const now = new Date('2025-04-01T01:30:00Z');

  it('counts days on the São Paulo calendar', () => {
    expect(periodOf('today', now)).toEqual({ from: '2025-03-31', to: '2025-03-31' });
    expect(periodOf('last7', now)).toEqual({ from: '2025-03-25', to: '2025-03-31' });
    expect(periodOf('last30', now)).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(periodOf('thisMonth', now)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(periodOf('lastMonth', now)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
  });
});

describe('toCsv', () => {
  it('writes ; separated cells after a UTF-8 byte order mark, quoting what needs it', () => {
    expect(
      toCsv(
        ['Motivo', 'Quantidade'],
        [
          ['Ficha; negada', 3],
          ['Diz "caro"', null],
        ],
      ),
    ).toBe('\uFEFFMotivo;Quantidade\r\n"Ficha; negada";3\r\n"Diz ""caro""";\r\n');
  });
});
