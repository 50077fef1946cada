import { Box, Card, CardActions, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { InstanceLines } from '../instances/InstanceLines';
import { UserActions } from './UserActions';
import { RoleBadge, WhatsAppStatus } from './UserBadges';
import type { DialogRoute } from './useDialogRoute';

/** Phone: one card per user, the same information as the table. */
export const UserCards = ({
  users,
  onOpen,
}: {
  users: readonly UserWithInstances[];
  onOpen: (route: DialogRoute) => void;
}) => {
  const t = useAppTranslate();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => (
        <Card key={user.id} component="li" variant="outlined">
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography
                variant="subtitle1"
                component="h2"
                sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0 }}
              >
                {user.name}
              </Typography>
              <RoleBadge role={user.role} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {user.email}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {t('app.simpleUsers.columns.whatsapp')}
              </Typography>
              <WhatsAppStatus instances={user.instances} />
            </Box>
            <Divider sx={{ mb: 1 }} />
            <InstanceLines instances={user.instances} onOpen={onOpen} />
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <UserActions user={user} onOpen={onOpen} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
};
