import { Alert, AlertTitle, Typography } from '@mui/material';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const WHEN = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The instance's AI is failing (its last reply gave up and none has gone out since): what failed,
 * when, and — for a key the provider keeps refusing — that replies are stopped until it changes.
 */
export const InstanceAiFailure = ({ failure }: { failure: NonNullable<Instance['aiFailure']> }) => {
  const t = useAppTranslate();
  return (
    <Alert severity="error" variant="outlined" sx={{ mt: 1.5, py: 0, overflowWrap: 'anywhere' }}>
      <AlertTitle sx={{ mb: 0 }}>
        {t(failure.keyRejected ? 'app.attention.keyRejected' : 'app.attention.instanceFailing')}
      </AlertTitle>
      <Typography variant="body2">
        {t('app.attention.lastFailureAt', { time: WHEN.format(new Date(failure.at)) })}
      </Typography>
      <Typography variant="caption" component="p">
        {failure.message}
      </Typography>
      {failure.keyRejected && (
        <Typography variant="caption" component="p">
          {t('app.attention.keyRejectedHint')}
        </Typography>
      )}
    </Alert>
  );
};
