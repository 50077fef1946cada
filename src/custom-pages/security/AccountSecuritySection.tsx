import { Divider } from '@mui/material';
import { SettingsSection } from '../settings/SettingsControls';
import { SessionsList } from './SessionsList';
import { TwoFactorPanel } from './TwoFactorPanel';

/** The signed-in user's own access on /settings, for every role: two-step verification and sessions. */
export const AccountSecuritySection = () => (
  <SettingsSection title="app.security.account.title">
    <TwoFactorPanel />
    <Divider />
    <SessionsList />
  </SettingsSection>
);
