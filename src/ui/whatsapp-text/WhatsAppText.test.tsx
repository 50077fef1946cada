import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsAppText } from './WhatsAppText';

describe('a message with WhatsApp formatting', () => {
  it('shows bold, italic, struck and monospace text styled, without the markers', () => {
    const { container } = render(
      <p>
        <WhatsAppText text={'*Civic* _2020_ ~R$ 99 mil~ por ```R$ 89.900``` e `sem entrada`'} />
      </p>,
    );
    expect(container.textContent).toBe('Civic 2020 R$ 99 mil por R$ 89.900 e sem entrada');
    expect(screen.getByText('Civic').tagName).toBe('STRONG');
    expect(screen.getByText('2020').tagName).toBe('EM');
    expect(screen.getByText('R$ 99 mil').tagName).toBe('S');
    expect(screen.getByText('R$ 89.900').tagName).toBe('CODE');
    expect(screen.getByText('sem entrada').tagName).toBe('CODE');
  });

  it("keeps a customer's HTML as the characters they typed", () => {
    const typed = '<img src=x onerror=alert(1)> *<b>oi</b>*';
    const { container } = render(
      <p>
        <WhatsAppText text={typed} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>oi</b>');
    expect(screen.getByText('<b>oi</b>').tagName).toBe('STRONG');
  });

  it('leaves text without formatting, and stray markers, as typed', () => {
    const { container } = render(
      <p>
        <WhatsAppText text="2*3*4 custa *menos" />
      </p>,
    );
    expect(container.textContent).toBe('2*3*4 custa *menos');
    expect(container.querySelector('strong')).toBeNull();
  });
});
