import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { AiReadinessReport } from '../../../contract/diagnostic';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { DetailsTabs } from './DetailsTabs';
import { useReadiness } from './diagnosticQueries';
import { EmergencyFix } from './EmergencyFix';
import { IssueList } from './IssueList';
import { scoreColor } from './score';

type CoreKey = keyof AiReadinessReport['coreValidation']['details'];
const CORE: readonly CoreKey[] = ['aiEnabled', 'hasPrompt', 'hasBikerHubConfig', 'hasApiKey'];
type CountKey = 'total' | 'aiActive' | 'aiInactive' | 'humanTakenOver';
const COUNTS: readonly CountKey[] = ['total', 'aiActive', 'aiInactive', 'humanTakenOver'];

const Report = ({ report }: { report: AiReadinessReport }) => {
  const t = useAppTranslate();
  const { readinessScore, isFullyReady } = report.overallStatus;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" noWrap>
            {report.instanceName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {report.phone}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Chip
            color={scoreColor(readinessScore)}
            label={t('app.diagnostic.card.score', { score: readinessScore })}
            data-testid="readiness-score"
          />
          {isFullyReady ? (
            <CheckCircleIcon color="success" titleAccess={t('app.diagnostic.card.fullyReady')} />
          ) : (
            <WarningAmberIcon color="warning" titleAccess={t('app.diagnostic.card.notReady')} />
          )}
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {CORE.map((key) => {
          const ok = report.coreValidation.details[key];
          return (
            <Stack key={key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {ok ? (
                <CheckIcon color="success" fontSize="small" />
              ) : (
                <CloseIcon color="error" fontSize="small" />
              )}
              <Typography variant="body2">{t(`app.diagnostic.card.core.${key}`)}</Typography>
            </Stack>
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
        {COUNTS.map((key) => (
          <Box key={key} sx={{ textAlign: 'center', minWidth: 0 }}>
            <Typography variant="h6">
              {report.conversationAnalysis.stats[key].toLocaleString('pt-BR')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`app.diagnostic.card.counts.${key}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <IssueList instanceId={report.instanceId} issues={report.issues} />
      <EmergencyFix report={report} />
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          {t('app.diagnostic.card.details')}
        </AccordionSummary>
        <AccordionDetails>
          <DetailsTabs report={report} />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
};

/** One instance's readiness (spec 3 §2.12). A failed load shows on the card, the others stay. */
export const ReadinessCard = ({ instanceId }: { instanceId: string }) => {
  const t = useAppTranslate();
  const { data, isPending, isError } = useReadiness(instanceId);
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        {isPending ? (
          <Stack spacing={1}>
            <Typography color="text.secondary">{t('app.diagnostic.card.loading')}</Typography>
            <LinearProgress />
          </Stack>
        ) : isError || !data ? (
          <Alert severity="error">{t('app.diagnostic.toasts.loadErrorDetail')}</Alert>
        ) : (
          <Report report={data} />
        )}
      </CardContent>
    </Card>
  );
};
