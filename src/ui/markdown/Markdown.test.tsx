import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { parseInline, parseMarkdown, safeHref } from './parse';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, bullet and numbered lists', () => {
    const blocks = parseMarkdown(
      '# Política\n\nPrimeira linha\ncontinua.\n\n- um\n- dois\n\n1. primeiro\n2. segundo',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'Primeira linha continua.' }],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'um' }], [{ text: 'dois' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it('reads bold, italic and links inside a line', () => {
    expect(parseInline('a **b** *c* [d](https://e.com)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://e.com', children: [{ kind: 'text', text: 'd' }] },
    ]);
  });

  it('keeps only http(s) and site paths as links', () => {
    expect(safeHref('https://vendai.com.br/x')).toBe('https://vendai.com.br/x');
    expect(safeHref('/termos')).toBe('/termos');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.com',
      'vbscript:x',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
    expect(parseInline('[clique](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'clique' },
      { kind: 'text', text: ')' },
    ]);
  });
});

describe('<Markdown>', () => {
  it('shows HTML in the text as text: a <script> never becomes an element', () => {
    const { container } = render(
      <Markdown source={'# Título <img src=x onerror=alert(1)>\n\n<script>alert("x")</script> **forte**'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Título <img src=x onerror=alert(1)>',
    );
    expect(container.querySelector('strong')).toHaveTextContent('forte');
  });

  it('renders a safe link as an anchor and an unsafe one as plain words', () => {
    render(<Markdown source={'[Termos](/termos) e [mal](javascript:alert(1))'} />);
    expect(screen.getByRole('link', { name: 'Termos' })).toHaveAttribute('href', '/termos');
    expect(screen.queryByRole('link', { name: 'mal' })).toBeNull();
    expect(screen.getByText(/mal/)).toBeInTheDocument();
  });
});
