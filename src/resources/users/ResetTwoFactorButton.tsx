import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import type { UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';

/**
 * In the user's edit dialog: turns the user's two-step verification off (a lost phone and lost
 * recovery codes); the user enrols again, at once when the organization demands it.
 */
export const ResetTwoFactorButton = ({ user }: { user: UserWithInstances }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      await dataProvider.resetUserTwoFactor(user.id);
      toast({ title: 'app.security.adminReset.done', type: 'success' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'app.security.adminReset.failed', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Button type="button" size="small" color="warning" variant="outlined" onClick={() => setOpen(true)}>
        {t('app.security.adminReset.action')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={t('app.security.adminReset.title')}
        content={t('app.security.adminReset.confirm', { name: user.name })}
        onConfirm={() => void reset()}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};
