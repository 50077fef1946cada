import { describe, expect, it } from 'vitest';
import { parseWhatsAppText, plainWhatsAppText } from './parse';

const text = (value: string) => ({ kind: 'text', text: value });

describe("WhatsApp's formatting, read from the text", () => {
  it('reads bold, italic, strike, a monospace block and inline code', () => {
    expect(parseWhatsAppText('Olá *João*, _temos_ ~nada~ ```R$ 45.900``` e `Civic`')).toEqual([
      text('Olá '),
      { kind: 'bold', children: [text('João')] },
      text(', '),
      { kind: 'italic', children: [text('temos')] },
      text(' '),
      { kind: 'strike', children: [text('nada')] },
      text(' '),
      { kind: 'mono', text: 'R$ 45.900' },
      text(' e '),
      { kind: 'code', text: 'Civic' },
    ]);
  });

  it('nests styles inside one another', () => {
    expect(parseWhatsAppText('*_Oferta ~antiga~_*')).toEqual([
      {
        kind: 'bold',
        children: [
          {
            kind: 'italic',
            children: [text('Oferta '), { kind: 'strike', children: [text('antiga')] }],
          },
        ],
      },
    ]);
  });

  it('leaves markers without a partner as typed', () => {
    expect(parseWhatsAppText('*sem fim')).toEqual([text('*sem fim')]);
    expect(parseWhatsAppText('fim* e _meio')).toEqual([text('fim* e _meio')]);
    expect(parseWhatsAppText('** e ``')).toEqual([text('** e ``')]);
    expect(parseWhatsAppText('```aberto')).toEqual([text('```aberto')]);
  });

  it('does not format markers inside words, nor a marker followed or preceded by a space', () => {
    expect(parseWhatsAppText('2*3*4 e nome_do_arquivo_x')).toEqual([text('2*3*4 e nome_do_arquivo_x')]);
    expect(parseWhatsAppText('* item * e _ nada _')).toEqual([text('* item * e _ nada _')]);
    expect(parseWhatsAppText('*quase*feito')).toEqual([text('*quase*feito')]);
  });

  it('formats next to punctuation', () => {
    expect(parseWhatsAppText('(*sim*)!')).toEqual([
      text('('),
      { kind: 'bold', children: [text('sim')] },
      text(')!'),
    ]);
  });

  it('keeps bold on one line, while a monospace block may span lines', () => {
    expect(parseWhatsAppText('*linha\noutra*')).toEqual([text('*linha\noutra*')]);
    expect(parseWhatsAppText('```a\nb```')).toEqual([{ kind: 'mono', text: 'a\nb' }]);
  });

  it('keeps markup inside code as typed', () => {
    expect(parseWhatsAppText('`*não negrito*`')).toEqual([{ kind: 'code', text: '*não negrito*' }]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseWhatsAppText('<img src=x onerror=alert(1)>')).toEqual([text('<img src=x onerror=alert(1)>')]);
  });

  it('gives previews the text without markers, on one line', () => {
    expect(plainWhatsAppText('*Promoção*\n_Civic_ ```2020```')).toBe('Promoção Civic 2020');
    expect(plainWhatsAppText('2*3*4')).toBe('2*3*4');
  });
});
