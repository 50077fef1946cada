import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-admin';
import { vi } from 'vitest';
import { LEAD_STATUSES } from '../../../contract/constants';
import KanbanPage from '../../../src/custom-pages/kanban/KanbanPage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { RealtimeContext } from '../../../src/providers/realtime';
import { staticRealtime } from '../dashboard/realtimeFakes';
import { signInAs } from '../session';
import { renderWithAdmin } from '../TestApp';

/** Where the app is, for assertions on the URL. */
export const currentLocation = { pathname: '', search: '' };

const LocationProbe = () => {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  return null;
};

/** The board signed in as Ana Souza (admin), over the fake API; live events come from `emit`. */
export const renderKanban = (path = '/kanban') => {
  signInAs('admin', { firstName: 'Ana', lastName: 'Souza', name: 'Ana Souza' });
  const realtime = staticRealtime(true);
  const view = renderWithAdmin(
    <RealtimeContext.Provider value={realtime.value}>
      <KanbanPage />
      <LocationProbe />
    </RealtimeContext.Provider>,
    { dataProvider, path },
  );
  return { ...view, emit: realtime.emit };
};

/** A column by its title ('Novos', 'Perdidos', …), also behind an open dialog. */
export const columnNamed = (name: string): HTMLElement => screen.getByRole('region', { name, hidden: true });

/** The card titles of a column, top to bottom. */
export const cardsIn = (name: string): string[] =>
  within(within(columnNamed(name)).getByRole('list', { hidden: true }))
    .queryAllByRole('listitem', { hidden: true })
    .map((card) => card.getAttribute('aria-label') ?? '');

/** The count shown in a column's header. */
export const countOf = (name: string): string =>
  within(columnNamed(name)).getByLabelText(/lead\(s\)$/).textContent ?? '';

const COLUMN_WIDTH = 180;
const COLUMN_GAP = 20;

/**
 * jsdom lays nothing out, so drag and drop would find every column at (0, 0). This places the five
 * columns side by side and each card near the top of its own column, as a browser would.
 */
export const stubBoardLayout = () => {
  const rect = (left: number, top: number, width: number, height: number) =>
    DOMRect.fromRect({ x: left, y: top, width, height });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const columnOf = (element: Element | null) =>
      LEAD_STATUSES.indexOf(
        (element?.closest('[data-lead-column]')?.getAttribute('data-lead-column') ?? '') as never,
      );
    if (this.hasAttribute('data-lead-column')) {
      return rect(columnOf(this) * (COLUMN_WIDTH + COLUMN_GAP), 0, COLUMN_WIDTH, 600);
    }
    if (this.hasAttribute('data-lead-card')) {
      // The copy that follows the pointer starts where the card it copies is.
      const card = this.closest('[data-lead-column]')
        ? this
        : document.querySelector(
            `[data-lead-column] [data-lead-card="${this.getAttribute('data-lead-card')}"]`,
          );
      return rect(columnOf(card) * (COLUMN_WIDTH + COLUMN_GAP) + 10, 60, COLUMN_WIDTH - 20, 120);
    }
    return rect(0, 0, 0, 0);
  });
};
