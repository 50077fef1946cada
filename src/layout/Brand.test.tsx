import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnBranding } from '../../contract/branding';
import { jsonResponse, signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { Brand } from './Brand';

const renderBrand = (branding: OwnBranding) => {
  signInAs('vendedor');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/organization/branding')
      ? jsonResponse(200, branding)
      : jsonResponse(404, {}),
  );
  renderWithAdmin(<Brand />);
};

afterEach(() => vi.unstubAllGlobals());

describe("the header's brand", () => {
  it("shows the shop's name and logo on a white-label plan", async () => {
    renderBrand({ name: 'Auto Center Vila', whiteLabel: true, logoUrl: 'https://cdn.vila.com.br/logo.png' });
    expect(await screen.findByText('Auto Center Vila')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Auto Center Vila' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.vila.com.br/logo.png',
    );
  });

  it('keeps Vendaí on a plan without white label, whatever is stored', async () => {
    renderBrand({ name: 'Loja Centro', whiteLabel: false, logoUrl: 'https://cdn.centro.com.br/logo.png' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: 'Vendaí' })).toBeVisible();
    expect(screen.queryByText('Loja Centro')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it("asks a visitor's landing page for no shop's brand: Vendaí shows", async () => {
    const fetch = vi.fn(async () => jsonResponse(401, { error: 'unauthorized' }));
    vi.stubGlobal('fetch', fetch);
    renderWithAdmin(<Brand />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: 'Vendaí' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
