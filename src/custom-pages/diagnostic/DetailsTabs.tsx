import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, List, ListItem, ListItemText, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import type { AiReadinessReport } from '../../../contract/diagnostic';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const Flag = ({ label, on }: { label: string; on: boolean }) => {
  const t = useAppTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {on ? <CheckIcon color="success" fontSize="small" /> : <CloseIcon color="error" fontSize="small" />}
      <Typography variant="body2">
        {label}: {on ? t('app.diagnostic.yes') : t('app.diagnostic.no')}
      </Typography>
    </Stack>
  );
};

type TabName = 'configuration' | 'provider' | 'recommendations';

/** Configuração / Provedor IA / Recomendações of one report. */
export const DetailsTabs = ({ report }: { report: AiReadinessReport }) => {
  const t = useAppTranslate();
  const [tab, setTab] = useState<TabName>('configuration');
  const { systemSettings, bikerHub, aiProvider } = report.configuration;
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} variant="scrollable">
        <Tab value="configuration" label={t('app.diagnostic.tabs.configuration')} />
        <Tab value="provider" label={t('app.diagnostic.tabs.provider')} />
        <Tab value="recommendations" label={t('app.diagnostic.tabs.recommendations')} />
      </Tabs>
      <Box sx={{ pt: 1.5 }}>
        {tab === 'configuration' ? (
          <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Flag
              label={t('app.diagnostic.configuration.globalAiEnabled')}
              on={systemSettings.globalAiEnabled}
            />
            <Flag label={t('app.diagnostic.configuration.isConnected')} on={bikerHub.isConnected} />
            <Flag
              label={t('app.diagnostic.configuration.globalFollowupEnabled')}
              on={systemSettings.globalFollowupEnabled}
            />
            <Flag label={t('app.diagnostic.configuration.hasWebhookUrl')} on={bikerHub.hasWebhookUrl} />
            <Flag
              label={t('app.diagnostic.configuration.spamFilterEnabled')}
              on={systemSettings.spamFilterEnabled}
            />
            <Flag
              label={t('app.diagnostic.configuration.hasEvolutionApiKey')}
              on={bikerHub.hasEvolutionApiKey}
            />
            <Flag
              label={t('app.diagnostic.configuration.autoLeadEnabled')}
              on={systemSettings.autoLeadEnabled}
            />
            <Flag label={t('app.diagnostic.configuration.hasApiToken')} on={bikerHub.hasApiToken} />
          </Box>
        ) : null}
        {tab === 'provider' ? (
          <Stack spacing={0.5}>
            <Flag label={t('app.diagnostic.provider.openai')} on={aiProvider.hasOpenAIKey} />
            <Flag label={t('app.diagnostic.provider.gemini')} on={aiProvider.hasGeminiKey} />
            <Flag label={t('app.diagnostic.provider.anthropic')} on={aiProvider.hasAnthropicKey} />
            <Typography variant="body2">
              {t('app.diagnostic.provider.current')}: {aiProvider.currentProvider}
            </Typography>
            <Typography variant="body2">
              {t('app.diagnostic.provider.model')}: {aiProvider.modelName}
            </Typography>
          </Stack>
        ) : null}
        {tab === 'recommendations' ? (
          report.overallStatus.recommendations.length === 0 ? (
            <Typography variant="body2" color="success.main">
              {t('app.diagnostic.noRecommendations')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {report.overallStatus.recommendations.map((text) => (
                <ListItem key={text} disableGutters>
                  <ListItemText primary={text} />
                </ListItem>
              ))}
            </List>
          )
        ) : null}
      </Box>
    </Box>
  );
};
