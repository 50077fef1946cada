import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLoadedDialog, renderSettings } from '../../../../tests/web/dashboard/settings/renderSettings';
import { jsonResponse } from '../../../../tests/web/session';

const cloud = {
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  displayPhoneNumber: '+55 11 4000-1234',
  verifiedName: 'Loja Sul Veículos',
  qualityRating: 'GREEN',
  messagingLimitTier: 'TIER_1K',
  webhookUrl: 'https://app.vendai.test/api/webhooks/cloud/abc',
  verifyToken: 'verify-123',
  checkedAt: '2026-11-28T12:00:00.000Z',
  lastAccountEvent: null,
};

describe('system settings dialog: official number', () => {
  it("shows the number's facts, the webhook URL and the verify token to paste into Meta's app", async () => {
    renderSettings({
      instance: { gateway: 'cloud' },
      stage: (server) => server.answer('GET', '/cloud', () => jsonResponse(200, cloud)),
    });
    const dialog = await findLoadedDialog();
    const panel = await within(dialog).findByRole('region', { name: 'WhatsApp oficial (Cloud API)' });
    expect(within(panel).getByLabelText('URL de callback do webhook')).toHaveValue(cloud.webhookUrl);
    expect(within(panel).getByLabelText('Token de verificação')).toHaveValue('verify-123');
    expect(panel).toHaveTextContent('Loja Sul Veículos');
    expect(panel).toHaveTextContent('TIER_1K');
  });

  it('shows no official-number panel for a QR-code number', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    expect(
      within(dialog).queryByRole('region', { name: 'WhatsApp oficial (Cloud API)' }),
    ).not.toBeInTheDocument();
  });
});
