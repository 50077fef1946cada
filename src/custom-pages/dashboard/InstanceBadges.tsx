import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Chip, Typography } from '@mui/material';
import type { GatewayKind } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { Hint } from '../../ui/Hint';

/** 'IA' when the instance's AI answers, 'OFF' otherwise. */
export const AiBadge = ({ enabled }: { enabled: boolean }) => {
  const t = useAppTranslate();
  return (
    <Hint title={t(enabled ? 'app.dashboard.card.aiOn' : 'app.dashboard.card.aiOff')}>
      <Chip
        size="small"
        color={enabled ? 'success' : 'default'}
        label={t(enabled ? 'app.dashboard.card.ai' : 'app.dashboard.card.off')}
        sx={{ fontWeight: 700 }}
      />
    </Hint>
  );
};

/** Which WhatsApp gateway carries the number: the built-in simulator or Evolution API. */
export const GatewayChip = ({ gateway }: { gateway: GatewayKind }) => {
  const t = useAppTranslate();
  return <Chip size="small" variant="outlined" label={t(`app.dashboard.card.gateway.${gateway}`)} />;
};

export const ConnectionStatus = ({ connected }: { connected: boolean }) => {
  const t = useAppTranslate();
  const Icon = connected ? CheckCircleIcon : ErrorOutlineIcon;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: connected ? 'success.main' : 'error.main',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(connected ? 'app.dashboard.card.connected' : 'app.dashboard.card.disconnected')}
      </Typography>
    </Box>
  );
};
