import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { createElement, type ReactElement, type Ref, type SyntheticEvent } from 'react';
import { release, useHeldUntilFirstPaint } from './firstPaint';

type ChildProps = Record<string, unknown> & { ref?: Ref<unknown> };

/**
 * The child as MUI's Tooltip clones it (its own props, the Tooltip's label and listeners, merged by
 * the Tooltip), but given the Tooltip's ref only after the first paint. The Tooltip keeps its
 * child's node in state, set from that ref: on mount the update would land inside React's commit
 * and be rendered before the paint, with every effect of the first render (`./firstPaint.ts`).
 * Until the ref arrives the child carries its own ref, and the Tooltip cannot open: nothing can
 * hover it before the page is painted.
 */
const HeldRef = ({ element, ref, ...merged }: ChildProps & { element: ReactElement<ChildProps> }) => {
  const held = useHeldUntilFirstPaint();
  if (!held) return createElement(element.type, { ...merged, ref });
  // Reached before the release (a hover, a focus, a touch): released at once, so the Tooltip has
  // its anchor before it opens (it waits at least its enter delay, 100 ms by default).
  return createElement(element.type, {
    ...merged,
    ref: element.props.ref,
    onMouseOver: releasing(merged.onMouseOver),
    onFocus: releasing(merged.onFocus),
    onTouchStart: releasing(merged.onTouchStart),
  });
};

const releasing =
  (handler: unknown) =>
  (event: SyntheticEvent): void => {
    release();
    if (typeof handler === 'function') handler(event);
  };

/**
 * MUI's Tooltip, for the parts of the first screen (the frame's header, the dashboard's cards):
 * the same tooltip, the same accessible name, without a render of its own before the first paint.
 */
export const Hint = ({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) => (
  <Tooltip {...props}>
    <HeldRef {...children.props} element={children} />
  </Tooltip>
);
