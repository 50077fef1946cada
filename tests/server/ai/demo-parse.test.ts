/**
 * The offline demo reads pt-BR deterministically: dates, times, money, mileage, years, terms and
 * plates, in the shop's time zone.
 */
import { describe, expect, it } from 'vitest';
import { parseDate, parseTime, zonedIso } from '../../../server/ai/demo/parse-date';
import {
  parseDownPayment,
  parseKm,
  parseMoney,
  parsePlate,
  parseTermMonths,
  parseYear,
} from '../../../server/ai/demo/parse-numbers';
import { NOW, SP } from './demo-fixture';

describe('reading pt-BR', () => {
  it('dates: amanhã, weekdays, dd/mm and "dia 20", in the shop’s time zone', () => {
    expect(parseDate('posso ver amanhã às 10h?', NOW, SP)).toBe('2026-12-04');
    expect(parseDate('depois de amanhã', NOW, SP)).toBe('2026-12-05');
    expect(parseDate('hoje à tarde', NOW, SP)).toBe('2026-12-03');
    expect(parseDate('quero fazer um test drive sábado 10h', NOW, SP)).toBe('2026-12-05');
    expect(parseDate('na quarta', NOW, SP)).toBe('2026-12-09');
    expect(parseDate('quinta', NOW, SP)).toBe('2026-12-10');
    expect(parseDate('pode ser 06/12?', NOW, SP)).toBe('2026-12-06');
    expect(parseDate('dia 02/01', NOW, SP)).toBe('2027-01-02');
    expect(parseDate('15/01/2027', NOW, SP)).toBe('2027-01-15');
    expect(parseDate('31/02', NOW, SP)).toBeNull();
    expect(parseDate('dia 20', NOW, SP)).toBe('2026-12-20');
    expect(parseDate('tem Corolla?', NOW, SP)).toBeNull();
    // 01:00 UTC on the 4th is still the 3rd in São Paulo.
    expect(parseDate('amanhã', new Date('2026-12-04T01:00:00.000Z'), SP)).toBe('2026-12-04');
  });

  it('times: 10h, 10h30, 10:30, às 10, 14 horas, meio-dia', () => {
    expect(parseTime('amanhã às 10h?')).toBe('10:00');
    expect(parseTime('10h30')).toBe('10:30');
    expect(parseTime('pode ser 10:30')).toBe('10:30');
    expect(parseTime('sábado às 9')).toBe('09:00');
    expect(parseTime('lá pelas 14 horas')).toBe('14:00');
    expect(parseTime('meio-dia')).toBe('12:00');
    expect(parseTime('25h')).toBeNull();
    expect(parseTime('meu Gol 2015 com 80 mil km')).toBeNull();
  });

  it('a wall time as ISO with the offset of its zone', () => {
    expect(zonedIso('2026-12-05', '10:00', SP)).toBe('2026-12-05T10:00:00-03:00');
    expect(zonedIso('2026-12-05', '10:00', 'America/Manaus')).toBe('2026-12-05T10:00:00-04:00');
  });

  it('money, down payment, km, year, term and plate', () => {
    expect(parseMoney('com 10 mil de entrada')).toBe(10_000);
    expect(parseMoney('R$ 10.000')).toBe(10_000);
    expect(parseMoney('R$ 10.000,50')).toBe(10_000.5);
    expect(parseMoney('uns 15,5 mil')).toBe(15_500);
    expect(parseMoney('meu Gol 2015 com 80 mil km')).toBeNull();
    expect(parseDownPayment('dá pra financiar com 10 mil de entrada em 48x')).toBe(10_000);
    expect(parseDownPayment('entrada de R$ 5.000')).toBe(5_000);
    expect(parseKm('quanto vale meu Gol 2015 com 80 mil km')).toBe(80_000);
    expect(parseKm('rodou 80.000 km')).toBe(80_000);
    expect(parseKm('45000km')).toBe(45_000);
    expect(parseYear('meu Gol 2015 com 80 mil km')).toBe(2015);
    expect(parseYear('2019/2020')).toBe(2019);
    expect(parseYear('R$ 2.015')).toBeNull();
    expect(parseTermMonths('em 48x')).toBe(48);
    expect(parseTermMonths('em 60 vezes')).toBe(60);
    expect(parsePlate('placa abc-1d23')).toBe('ABC1D23');
  });
});
