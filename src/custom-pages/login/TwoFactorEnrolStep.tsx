import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { TwoFactorSetup } from '../../../contract/two-factor';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { RecoveryCodesList } from '../security/RecoveryCodesList';
import { TwoFactorEnrolForm } from '../security/TwoFactorEnrolForm';
import { useAppAuthProvider, useFinishSignIn } from './useSignIn';

/**
 * 2FA is mandatory for the account and not set up: the user enrols before signing in (QR, a first
 * code), sees the recovery codes once, and goes on into the app.
 */
export const TwoFactorEnrolStep = ({ challenge, onCancel }: { challenge: string; onCancel: () => void }) => {
  const t = useAppTranslate();
  const authProvider = useAppAuthProvider();
  const finish = useFinishSignIn();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const [enrolled, setEnrolled] = useState<{ recoveryCodes: string[]; signIn: () => void } | null>(null);

  useEffect(() => {
    let current = true;
    authProvider.startTwoFactorEnrolment(challenge).then(
      (answer) => current && setSetup(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [authProvider, challenge]);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('app.security.enrol.title')}
      </Typography>
      {enrolled ? (
        <RecoveryCodesList
          codes={enrolled.recoveryCodes}
          onDone={() => {
            enrolled.signIn();
            void finish();
          }}
        />
      ) : (
        <>
          <Alert severity="info">{t('app.security.enrol.required')}</Alert>
          {failed && (
            <Alert severity="error" role="alert">
              {t('app.security.enrol.loadFailed')}
            </Alert>
          )}
          {!setup && !failed && <CircularProgress aria-label={t('app.common.loading')} />}
          {setup && (
            <TwoFactorEnrolForm
              setup={setup}
              confirm={async (code) =>
                setEnrolled(await authProvider.completeTwoFactorEnrolment(challenge, code))
              }
              onCancel={onCancel}
            />
          )}
          {failed && <Button onClick={onCancel}>{t('app.security.code.cancel')}</Button>}
        </>
      )}
    </Stack>
  );
};
