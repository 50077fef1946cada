import LogoutIcon from '@mui/icons-material/Logout';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLogout } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { Hint } from '../ui/Hint';

/** 'Sair', confirmed first (spec 3 §8); the auth provider then clears the token and the user. */
export const LogoutButton = ({ compact = false }: { compact?: boolean }) => {
  const t = useAppTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const label = t('app.layout.logout');
  return (
    <>
      {compact ? (
        <Hint title={label}>
          <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={label}>
            <LogoutIcon />
          </IconButton>
        </Hint>
      ) : (
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => setOpen(true)}
          sx={{ textTransform: 'none' }}
        >
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        title={t('app.layout.logoutTitle')}
        content={t('app.layout.logoutConfirm')}
        confirm="app.layout.logout"
        cancel="app.common.cancel"
        onConfirm={() => {
          setOpen(false);
          void logout();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
