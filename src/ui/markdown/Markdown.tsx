import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Block, type Inline, parseMarkdown } from './parse';

const inlines = (nodes: Inline[]): ReactNode[] =>
  nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    if (node.kind === 'text') return node.text;
    if (node.kind === 'strong') return <strong key={key}>{inlines(node.children)}</strong>;
    if (node.kind === 'em') return <em key={key}>{inlines(node.children)}</em>;
    const external = /^https?:/i.test(node.href);
    return (
      <Link
        key={key}
        href={node.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {inlines(node.children)}
      </Link>
    );
  });

const HEADING_VARIANT = { 1: 'h4', 2: 'h5', 3: 'h6' } as const;

const block = (node: Block, index: number): ReactNode => {
  if (node.kind === 'heading') {
    return (
      <Typography
        key={index}
        variant={HEADING_VARIANT[node.level]}
        component={`h${node.level}`}
        sx={{ mt: 3, mb: 1 }}
      >
        {inlines(node.children)}
      </Typography>
    );
  }
  if (node.kind === 'paragraph') {
    return (
      <Typography key={index} sx={{ mb: 2 }}>
        {inlines(node.children)}
      </Typography>
    );
  }
  return (
    <Box key={index} component={node.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mb: 2 }}>
      {node.items.map((item, itemIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items of a text have no identity but their place.
        <li key={itemIndex}>
          <Typography component="span">{inlines(item)}</Typography>
        </li>
      ))}
    </Box>
  );
};

/** Markdown typed by the platform's owner, shown as React elements: no HTML from the text is ever run. */
export const Markdown = ({ source }: { source: string }) => <Box>{parseMarkdown(source).map(block)}</Box>;
