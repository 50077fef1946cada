import { act, fireEvent, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import EmbeddedCrmScreen, { UNREACHABLE_MS } from './EmbeddedCrmScreen';

const CRM_URL = 'https://autocerto.example/sistema';

function renderEmbedded() {
  const dataProvider = {
    ...createInMemoryDataProvider(),
    getPortals: async () => ({ crmUrl: CRM_URL, creditPortalUrl: 'https://credito.example' }),
  } as DataProvider;
  renderWithAdmin(<EmbeddedCrmScreen />, { dataProvider, path: '/autocerto' });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded CRM (/autocerto)', () => {
  it('tells what to do if the system does not show, and offers a new tab from the notice', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderEmbedded();
    const frame = await screen.findByTitle('Sistema Autocerto');
    fireEvent.load(frame);
    const notice = screen.getByText(/Se o sistema não aparecer abaixo/);
    expect(notice).toBeVisible();
    const alert = notice.closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no notice');
    fireEvent.click(alert.querySelector('button') as HTMLButtonElement);
    expect(open).toHaveBeenCalledWith(CRM_URL, '_blank', 'noopener,noreferrer');
  });

  it('says the system did not answer when the frame never loads', async () => {
    renderEmbedded();
    await screen.findByTitle('Sistema Autocerto');
    await act(async () => {
      vi.advanceTimersByTime(UNREACHABLE_MS + 100);
    });
    expect(screen.getByText(/O sistema Autocerto não respondeu/)).toBeVisible();
  });
});
