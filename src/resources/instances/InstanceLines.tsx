import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { InstanceSummary } from '../../../contract';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ConnectionBadge } from '../users/UserBadges';
import type { DialogRoute } from '../users/useDialogRoute';

interface InstanceLinesProps {
  instances: readonly InstanceSummary[];
  onOpen: (route: DialogRoute) => void;
}

/** Each instance of a user: name, phone, ON/OFF badge, edit and delete. */
export const InstanceLines = ({ instances, onOpen }: InstanceLinesProps) => {
  const t = useAppTranslate();
  if (instances.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('app.simpleUsers.noInstances')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {instances.map((instance) => {
        const editLabel = t('app.simpleUsers.actions.editInstance', { name: instance.name });
        const deleteLabel = t('app.simpleUsers.actions.deleteInstance', { name: instance.name });
        return (
          <Box key={instance.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ConnectionBadge connected={instance.isConnected} />
            <Box sx={{ minWidth: 0, flex: '1 1 8rem' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {instance.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatPhoneBR(instance.phone)}
              </Typography>
            </Box>
            <Tooltip title={editLabel}>
              <IconButton
                size="small"
                aria-label={editLabel}
                onClick={() => onOpen({ kind: 'edit-instance', id: instance.id })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={deleteLabel}>
              <IconButton
                size="small"
                color="error"
                aria-label={deleteLabel}
                onClick={() => onOpen({ kind: 'delete-instance', id: instance.id })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </Stack>
  );
};
