import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdUntilFirstPaint } from './firstPaint';
import { Hint } from './Hint';

let renders = 0;
const CountedButton = ({ ref, ...props }: ComponentProps<'button'> & { ref?: Ref<HTMLButtonElement> }) => {
  renders += 1;
  return <button ref={ref} type="button" {...props} />;
};

describe('a hint (the first screen’s tooltip)', () => {
  it('names its button by its title, keeps the button’s own props, and shows the tooltip on hover', async () => {
    const onClick = vi.fn();
    render(
      <Hint title="Sair">
        <button type="button" className="own" onClick={onClick}>
          x
        </button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Sair' });
    expect(button).toHaveClass('own');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.hover(button);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Sair'));
  });

  it('on a full load, mounts without rendering its button again before the first paint, then works as a tooltip', async () => {
    holdUntilFirstPaint();
    renders = 0;
    render(
      <Hint title="Alternar tema">
        <CountedButton>x</CountedButton>
      </Hint>,
    );
    // MUI's Tooltip alone renders its child a second time from the child's ref, inside the commit.
    expect(renders).toBe(1);
    const button = screen.getByRole('button', { name: 'Alternar tema' });
    // After the paint (an animation frame, then a task) the tooltip gets its anchor.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await userEvent.hover(button);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Alternar tema'));
  });

  it('opens, at its button, when hovered before the paint released it', async () => {
    // No frame comes: only the hover can release it.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const errors = vi.spyOn(console, 'error');
    holdUntilFirstPaint();
    render(
      <Hint title="Notificações">
        <button type="button">x</button>
      </Hint>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Notificações' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Notificações'));
    // Without its child's node the Tooltip's popper has no anchor, and MUI says so.
    expect(errors).not.toHaveBeenCalled();
    frame.mockRestore();
    errors.mockRestore();
  });
});
