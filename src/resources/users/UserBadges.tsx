import { Chip } from '@mui/material';
import type { InstanceSummary, Role } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const ROLE_COLORS = { admin: 'primary', vendedor: 'default', super_admin: 'warning' } as const;

export const RoleBadge = ({ role }: { role: Role }) => {
  const t = useAppTranslate();
  return <Chip size="small" color={ROLE_COLORS[role]} label={t(`app.simpleUsers.roles.${role}`)} />;
};

export const ConnectionBadge = ({ connected }: { connected: boolean }) => {
  const t = useAppTranslate();
  return (
    <Chip
      size="small"
      variant={connected ? 'filled' : 'outlined'}
      color={connected ? 'success' : 'default'}
      label={t(connected ? 'app.simpleUsers.connection.on' : 'app.simpleUsers.connection.off')}
      sx={{ fontWeight: 700, minWidth: 48 }}
    />
  );
};

/** The user's WhatsApp state summed over its instances. */
export const WhatsAppStatus = ({ instances }: { instances: readonly InstanceSummary[] }) => {
  const t = useAppTranslate();
  const connected = instances.filter((instance) => instance.isConnected).length;
  if (instances.length === 0) {
    return <Chip size="small" variant="outlined" label={t('app.simpleUsers.whatsappStatus.none')} />;
  }
  if (connected === instances.length) {
    return <Chip size="small" color="success" label={t('app.simpleUsers.whatsappStatus.connected')} />;
  }
  if (connected === 0) {
    return (
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={t('app.simpleUsers.whatsappStatus.disconnected')}
      />
    );
  }
  return (
    <Chip
      size="small"
      color="warning"
      label={t('app.simpleUsers.whatsappStatus.partial', { connected, total: instances.length })}
    />
  );
};
