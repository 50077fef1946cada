import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import WarningIcon from '@mui/icons-material/Warning';
import {
  Box,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { WebhookRecord } from '../../../contract/monitor';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { type StepTone, stepTone } from './outcome';

const STEP_ICONS: Record<StepTone, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  failure: ErrorIcon,
  warning: WarningIcon,
  neutral: RadioButtonUncheckedIcon,
};
const STEP_COLORS: Record<StepTone, 'success' | 'error' | 'warning' | 'disabled'> = {
  success: 'success',
  failure: 'error',
  warning: 'warning',
  neutral: 'disabled',
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const detailsText = (details: unknown) => (details === undefined ? '' : JSON.stringify(details));

/** The AI decision block and every step of one record: status icon, name, time, error, details. */
export const WebhookDetail = ({ record }: { record: WebhookRecord }) => {
  const t = useAppTranslate();
  const yesNo = (value: boolean) => (value ? t('app.monitor.detail.yes') : t('app.monitor.detail.no'));
  const decision = record.aiDecision;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1">
        {record.instanceName} · {record.instancePhone}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        ID: {record.webhookId}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('app.monitor.detail.event')}: {record.event} · {t('app.monitor.detail.contact')}:{' '}
        {record.contactNumber ?? '—'} · {t('app.monitor.detail.started')}:{' '}
        {new Date(record.startTimestamp).toLocaleString('pt-BR')}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2">{t('app.monitor.detail.aiDecision')}</Typography>
      {decision ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip
            size="small"
            color={decision.shouldRespond ? 'success' : 'warning'}
            label={`${t('app.monitor.detail.shouldRespond')}: ${decision.shouldRespond}`}
          />
          <Chip
            size="small"
            variant="outlined"
            label={`${t('app.monitor.detail.reason')}: ${decision.reason}`}
          />
          <Chip
            size="small"
            variant="outlined"
            label={`${t('app.monitor.detail.aiEnabled')}: ${yesNo(decision.aiEnabled)}`}
          />
          <Chip
            size="small"
            variant="outlined"
            label={`${t('app.monitor.detail.conversationAiActive')}: ${yesNo(decision.conversationAiActive)}`}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('app.monitor.detail.noDecision')}
        </Typography>
      )}
      <Typography variant="subtitle2">{t('app.monitor.detail.steps')}</Typography>
      {record.steps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('app.monitor.detail.noSteps')}
        </Typography>
      ) : (
        <List dense aria-label={t('app.monitor.detail.steps')}>
          {record.steps.map((step) => {
            const tone = stepTone(step.status);
            const Icon = STEP_ICONS[tone];
            return (
              <ListItem key={`${step.step}-${step.timestamp}`} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                  <Icon fontSize="small" color={STEP_COLORS[tone]} aria-label={step.status} />
                </ListItemIcon>
                <ListItemText
                  primary={`${step.step} · ${time(step.timestamp)}`}
                  secondary={
                    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {step.error ? (
                        <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                          {t('app.monitor.detail.error')}: {step.error}
                        </Box>
                      ) : null}
                      {step.details !== undefined ? (
                        <Box
                          component="span"
                          sx={{ display: 'block', fontFamily: 'monospace', fontSize: 12 }}
                        >
                          {detailsText(step.details)}
                        </Box>
                      ) : null}
                    </Box>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
};
