import { act, fireEvent, screen } from '@testing-library/react';

/** Lets dnd-kit attach its listeners and recompute what the card is over. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * Moves a card as a keyboard user does: focus its handle, space to lift it, arrows to choose the
 * column (negative steps go left), space (or Escape, to cancel) to let go.
 */
export const dragWithKeyboard = async (cardName: string, steps: number, end: 'drop' | 'cancel' = 'drop') => {
  const handle = screen.getByRole('button', { name: `Mover lead ${cardName}` });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await settle();
  for (let index = 0; index < Math.abs(steps); index++) {
    fireEvent.keyDown(document, { code: steps > 0 ? 'ArrowRight' : 'ArrowLeft' });
    await settle();
  }
  fireEvent.keyDown(
    document,
    end === 'drop' ? { code: 'Space', key: ' ' } : { code: 'Escape', key: 'Escape' },
  );
  await settle();
};
