import ChatIcon from '@mui/icons-material/Chat';
import DnsIcon from '@mui/icons-material/Dns';
import ForumIcon from '@mui/icons-material/Forum';
import PercentIcon from '@mui/icons-material/Percent';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { memo, type ReactElement, type ReactNode, useId } from 'react';
import type { Stats } from '../../../contract/stats';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useStats } from './dashboardQueries';
import { formatCount, formatRate } from './formatStats';

interface StatCard {
  label: MessageKey;
  icon: ReactElement;
  value: (stats: Stats) => string;
}

const CARDS: readonly StatCard[] = [
  {
    label: 'app.dashboard.stats.totalInstances',
    icon: <PhoneAndroidIcon />,
    value: (s) => formatCount(s.totalInstances),
  },
  { label: 'app.dashboard.stats.activeChats', icon: <ChatIcon />, value: (s) => formatCount(s.activeChats) },
  { label: 'app.dashboard.stats.activeAI', icon: <SmartToyIcon />, value: (s) => formatCount(s.activeAI) },
  {
    label: 'app.dashboard.stats.aiResponseRate',
    icon: <PercentIcon />,
    value: (s) => formatRate(s.aiResponseRate),
  },
  {
    label: 'app.dashboard.stats.messagesToday',
    icon: <ForumIcon />,
    value: (s) => formatCount(s.messagesProcessedToday),
  },
  {
    label: 'app.dashboard.stats.transferred',
    icon: <SupportAgentIcon />,
    value: (s) => formatCount(s.transferredToConsultant),
  },
];

/** A named group, so a screen reader announces each figure with its label. */
const Card = ({ label, icon, children }: { label: string; icon: ReactElement; children: ReactNode }) => {
  const labelId = useId();
  return (
    // A column whose figure sits at the bottom: figures line up even when a label takes two lines.
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={{ p: 2, minWidth: 0, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
        {icon}
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, mt: 'auto' }}>
        {children}
      </Typography>
    </Paper>
  );
};

/** The stats area (spec 1 §2): six figures from `/api/stats` and the fixed 'Online' system card. */
export const StatsCards = memo(function StatsCards() {
  const t = useAppTranslate();
  const { data, error, isPending, refetch } = useStats();
  return (
    <Box component="section" aria-label={t('app.dashboard.stats.label')} sx={{ mb: 3 }}>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {t('app.dashboard.stats.loadError')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(7, minmax(0, 1fr))',
          },
        }}
      >
        {CARDS.map((card) => (
          <Card key={card.label} label={t(card.label)} icon={card.icon}>
            {data ? (
              card.value(data)
            ) : isPending ? (
              <Skeleton width="3ch" />
            ) : (
              t('app.dashboard.stats.noValue')
            )}
          </Card>
        ))}
        <Card label={t('app.dashboard.stats.system')} icon={<DnsIcon />}>
          <Box component="span" sx={{ color: 'success.main' }}>
            {t('app.dashboard.stats.online')}
          </Box>
        </Card>
      </Box>
    </Box>
  );
});
