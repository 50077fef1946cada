import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNavigate } from 'react-admin';
import type { Notification } from '../../contract/notifications';
import { useAppTranslate } from '../i18n/useAppTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { Hint } from '../ui/Hint';
import { formatNoticeTime, NOTIFICATIONS_QUERY_KEY } from './notifications';

/** Fallback when the socket is down; new notices normally arrive live. */
const POLL_MS = 60_000;

/**
 * The header's bell (spec 3 §2.7): the signed-in user's unread count, and a menu of the latest
 * notices, each opening where it is handled and marked read for this user.
 */
export const NotificationBell = () => {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isError } = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => dataProvider.getNotifications(),
    refetchInterval: POLL_MS,
    // The start-up call's answer (frameBootstrap.ts) is fresh when the bell mounts: not asked twice.
    staleTime: POLL_MS,
  });
  const unread = data?.unreadCount ?? 0;
  const label =
    unread > 0
      ? `${t('app.settings.bell.label')}: ${t('app.settings.bell.unread', { count: unread })}`
      : t('app.settings.bell.label');
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });

  const open = async (notice: Notification) => {
    setAnchor(null);
    if (!notice.read) await dataProvider.markNotificationRead(notice.id).catch(() => undefined);
    void refresh();
    if (notice.link) navigate(notice.link);
  };

  const markAll = async () => {
    await dataProvider.markAllNotificationsRead().catch(() => undefined);
    void refresh();
  };

  const notices = data?.notifications ?? [];
  return (
    <>
      <Hint title={t('app.settings.bell.label')}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Hint>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
            {t('app.settings.bell.label')}
          </Typography>
          <Button size="small" onClick={markAll} disabled={unread === 0}>
            {t('app.settings.bell.markAll')}
          </Button>
        </Box>
        <Divider />
        {isError && <MenuItem disabled>{t('app.settings.bell.loadFailed')}</MenuItem>}
        {!isError && notices.length === 0 && <MenuItem disabled>{t('app.settings.bell.empty')}</MenuItem>}
        {notices.map((notice) => (
          <MenuItem
            key={notice.id}
            onClick={() => void open(notice)}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              bgcolor: notice.read ? undefined : 'action.hover',
            }}
          >
            <ListItemText
              primary={notice.title}
              secondary={`${notice.body ? `${notice.body} · ` : ''}${formatNoticeTime(notice.createdAt)}`}
              slotProps={{ primary: { sx: { fontWeight: notice.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
