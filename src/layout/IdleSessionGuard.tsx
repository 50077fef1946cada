import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useLogout, useNotify } from 'react-admin';
import { SESSION_TIMEOUT } from '../../contract/constants';
import { useSystemSettings } from '../custom-pages/settings/systemSettings';
import { useAppTranslate } from '../i18n/useAppTranslate';
import type { AppDataProvider } from '../providers/dataProvider';

const WARNING_MS = 60_000;
const TICK_MS = 1_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/**
 * Signs the user out after the organization's session timeout without activity (mouse, keys,
 * touch), warning one minute before. The server refuses the idle session too; this is what the
 * user sees. Staying signed in tells the server of the activity.
 */
export const IdleSessionGuard = () => {
  const t = useAppTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useSystemSettings();
  const timeoutMs = (data?.sessionTimeout ?? SESSION_TIMEOUT.default) * 60_000;
  const lastActivity = useRef(Date.now());
  const [warning, setWarning] = useState(false);

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= timeoutMs) {
        window.clearInterval(timer);
        setWarning(false);
        notify(t('app.settings.idle.ended'), { type: 'warning' });
        void logout();
        return;
      }
      setWarning(idle >= timeoutMs - WARNING_MS);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [timeoutMs, logout, notify, t]);

  const stay = () => {
    lastActivity.current = Date.now();
    setWarning(false);
    void dataProvider.touchSession().catch(() => undefined);
  };

  return (
    <Dialog open={warning} onClose={stay} aria-labelledby="idle-session-title">
      <DialogTitle id="idle-session-title">{t('app.settings.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('app.settings.idle.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={stay} autoFocus>
          {t('app.settings.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
