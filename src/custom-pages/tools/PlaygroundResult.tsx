import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { PlaygroundResponse } from '../../../contract/tools';
import { toolsPtBR } from '../../i18n/pt-BR/app-tools';
import { type AppTranslate, useAppTranslate } from '../../i18n/useAppTranslate';

type ReasonKey = keyof typeof toolsPtBR.reasons;
type DemoKey = keyof typeof toolsPtBR.playground.demoReasons;
const isReason = (value: string): value is ReasonKey => value in toolsPtBR.reasons;
const isDemoReason = (value: string): value is DemoKey => value in toolsPtBR.playground.demoReasons;
/** A reason the server may add later shows as its code rather than a missing text. */
const reasonText = (t: AppTranslate, reason: string) =>
  isReason(reason) ? t(`app.tools.reasons.${reason}`) : reason;
const demoText = (t: AppTranslate, reason: string) =>
  isDemoReason(reason) ? t(`app.tools.playground.demoReasons.${reason}`) : reason;

const price = (value: number) =>
  value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const km = (value: number) => `${value.toLocaleString('pt-BR')} km`;

const SWITCHES = [
  'organizationAiEnabled',
  'instanceAiEnabled',
  'aiConfigActive',
  'instanceGlobalAiEnabled',
  'enableAutoResponse',
  'aiScheduleEnabled',
] as const;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="subtitle2" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** What the playground found: the answer as WhatsApp messages, the decision, the stock, the prompt. */
export const PlaygroundResult = ({ result }: { result: PlaygroundResponse }) => {
  const t = useAppTranslate();
  const { decision, stock } = result;
  return (
    <Stack spacing={2} sx={{ pt: 1, minWidth: 0 }} aria-live="polite">
      <Section title={t('app.tools.playground.answer')}>
        {result.error && <Alert severity="error">{result.error}</Alert>}
        {result.parts.length > 0 && (
          <Stack spacing={1}>
            {result.parts.map((part, index) => (
              <Paper
                // The parts are the answer cut in order; their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
                key={index}
                variant="outlined"
                sx={{ p: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover' }}
              >
                {part}
              </Paper>
            ))}
            <Typography variant="caption" color="text.secondary">
              {t('app.tools.playground.parts', { smart_count: result.parts.length })}
            </Typography>
          </Stack>
        )}
        {!result.error && result.parts.length === 0 && (
          <Typography color="text.secondary">{t('app.tools.playground.noAnswer')}</Typography>
        )}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('app.tools.playground.provider', {
            provider: result.provider,
            model: result.model,
            ms: result.durationMs,
          })}
        </Typography>
        {result.demoReason && (
          <Typography variant="caption" component="p" color="text.secondary">
            {t('app.tools.playground.demo', { reason: demoText(t, result.demoReason) })}
          </Typography>
        )}
      </Section>

      <Section title={t('app.tools.playground.decision')}>
        <Alert severity={decision.shouldRespond ? 'success' : 'warning'}>
          {decision.shouldRespond
            ? t('app.tools.playground.wouldRespond')
            : t('app.tools.playground.wouldNotRespond', {
                reason: reasonText(t, decision.reason),
              })}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {SWITCHES.map((key) => (
            <Chip
              key={key}
              size="small"
              variant="outlined"
              color={decision.switches[key] === (key !== 'aiScheduleEnabled') ? 'success' : 'warning'}
              label={`${t(`app.tools.playground.switches.${key}`)}: ${t(
                decision.switches[key] ? 'app.tools.playground.on' : 'app.tools.playground.off',
              )}`}
            />
          ))}
        </Box>
      </Section>

      <Section title={t('app.tools.playground.stock')}>
        {stock.vehicles.length === 0 ? (
          <Typography color="text.secondary">{t('app.tools.playground.noStock')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t(
                stock.match === 'exact'
                  ? 'app.tools.playground.stockExact'
                  : 'app.tools.playground.stockClosest',
              )}
            </Typography>
            <List dense disablePadding>
              {stock.vehicles.map((car) => (
                <ListItem key={car.id} disableGutters>
                  <ListItemText
                    primary={`${car.car} · ${price(car.price)}`}
                    secondary={[km(car.km), car.color].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Section>

      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="subtitle2">{t('app.tools.playground.prompt')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
            {t('app.tools.playground.promptDetail', {
              temperature: result.prompt.temperature,
              topP: result.prompt.topP,
            })}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1,
              maxHeight: 360,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: 12,
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {result.prompt.system}
            {result.prompt.messages.map(
              (message) => `\n\n— ${t('app.tools.playground.customer')}: ${message.content}`,
            )}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
};
