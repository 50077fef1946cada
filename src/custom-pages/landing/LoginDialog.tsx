import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { LoginForm } from '../login/LoginForm';

const LOGIN_PARAM = 'entrar';

/** The dialog opens from the URL (`/?entrar=1`), so a link to it works. */
export const useLoginDialog = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const isOpen = new URLSearchParams(search).has(LOGIN_PARAM);
  const open = useCallback(() => navigate({ search: `?${LOGIN_PARAM}=1` }), [navigate]);
  const close = useCallback(() => navigate({ search: '' }), [navigate]);
  return { isOpen, open, close };
};

export const LoginDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const t = useAppTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="login-dialog-title"
    >
      <DialogTitle id="login-dialog-title" sx={{ pr: 6 }}>
        {t('app.auth.title')}
        <IconButton
          aria-label={t('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <LoginForm />
      </DialogContent>
    </Dialog>
  );
};
