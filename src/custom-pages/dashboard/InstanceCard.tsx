import ChatIcon from '@mui/icons-material/Chat';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Card, CardActions, CardContent, IconButton, Typography } from '@mui/material';
import type { Instance } from '../../../contract/instances';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { Hint } from '../../ui/Hint';
import { InstanceAiFailure } from './InstanceAiFailure';
import { AiBadge, ConnectionStatus, GatewayChip } from './InstanceBadges';
import { OfficialFacts } from './OfficialFacts';

export interface InstanceCardActions {
  onConnect: (instance: Instance) => void;
  onOpenChat: (instance: Instance) => void;
  onSettings: (instance: Instance) => void;
  onDelete: (instance: Instance) => void;
  /** The provider's token dialog (admins: the token is the organization's). */
  onConfigureToken: (instance: Instance) => void;
}

interface InstanceCardProps extends InstanceCardActions {
  instance: Instance;
  canDelete: boolean;
}

/** One instance (spec 1 §2): who owns it, whether the AI answers, and how to connect or chat. */
export const InstanceCard = ({ instance, canDelete, ...actions }: InstanceCardProps) => {
  const t = useAppTranslate();
  const settingsLabel = t('app.dashboard.card.settings', { name: instance.name });
  const deleteLabel = t('app.dashboard.card.delete', { name: instance.name });
  const tokenLabel = t('app.dashboard.card.token', { name: instance.name });
  const openChat = (
    <Button
      variant={instance.isConnected ? 'contained' : 'outlined'}
      startIcon={<ChatIcon />}
      onClick={() => actions.onOpenChat(instance)}
    >
      {t('app.dashboard.card.openChat')}
    </Button>
  );
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {instance.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatPhoneBR(instance.phone)}
            </Typography>
          </Box>
          <AiBadge enabled={instance.aiActive} />
          <Box sx={{ display: 'flex', mt: -1, mr: -1 }}>
            <Hint title={settingsLabel}>
              <IconButton aria-label={settingsLabel} onClick={() => actions.onSettings(instance)}>
                <SettingsIcon />
              </IconButton>
            </Hint>
            {canDelete && (
              <Hint title={tokenLabel}>
                <IconButton aria-label={tokenLabel} onClick={() => actions.onConfigureToken(instance)}>
                  <KeyIcon />
                </IconButton>
              </Hint>
            )}
            {canDelete && (
              <Hint title={deleteLabel}>
                <IconButton color="error" aria-label={deleteLabel} onClick={() => actions.onDelete(instance)}>
                  <DeleteIcon />
                </IconButton>
              </Hint>
            )}
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {t('app.dashboard.card.owner', { name: instance.user.name })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ConnectionStatus connected={instance.isConnected} />
          <GatewayChip gateway={instance.gateway} />
        </Box>
        {instance.official && <OfficialFacts name={instance.name} official={instance.official} />}
        {instance.aiFailure && <InstanceAiFailure failure={instance.aiFailure} />}
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {instance.isConnected ? (
          openChat
        ) : (
          <>
            <Button
              variant="contained"
              startIcon={<QrCode2Icon />}
              onClick={() => actions.onConnect(instance)}
            >
              {t('app.dashboard.card.connect')}
            </Button>
            {openChat}
          </>
        )}
      </CardActions>
    </Card>
  );
};
