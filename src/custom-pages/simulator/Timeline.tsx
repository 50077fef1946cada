import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { MessageBubble } from './MessageBubble';
import { LoadError, Loading } from './SimulatorNotices';
import { useSimulatorTimeline } from './simulatorQueries';

const PRESENCE_KEYS = {
  composing: 'app.simulator.timeline.composing',
  recording: 'app.simulator.timeline.recording',
} as const;
const isKnownPresence = (presence: string): presence is keyof typeof PRESENCE_KEYS =>
  presence in PRESENCE_KEYS;

/** The chat as the customer's phone shows it, scrolled to the newest message. */
export const Timeline = ({ instanceId, contactNumber }: { instanceId: string; contactNumber: string }) => {
  const t = useAppTranslate();
  const timeline = useSimulatorTimeline(instanceId, contactNumber);
  const scroller = useRef<HTMLDivElement>(null);
  const items = timeline.data?.items ?? [];
  const lastId = items.at(-1)?.id;
  useEffect(() => {
    const element = scroller.current;
    if (element && lastId) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const presence = timeline.data?.presence?.presence;
  const content = !timeline.enabled ? null : timeline.isPending ? (
    <Loading label="app.simulator.timeline.loading" />
  ) : timeline.error ? (
    <LoadError
      title="app.simulator.timeline.loadError"
      error={timeline.error}
      onRetry={() => void timeline.refetch()}
    />
  ) : items.length === 0 ? (
    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      {t('app.simulator.timeline.empty')}
    </Typography>
  ) : (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((item) => (
        <MessageBubble key={item.id} item={item} />
      ))}
    </Box>
  );
  return (
    <Box
      ref={scroller}
      sx={{
        flex: '1 1 auto',
        minHeight: 240,
        overflowY: 'auto',
        overflowX: 'hidden',
        p: 1.5,
        bgcolor: 'action.hover',
      }}
    >
      {content}
      {presence && isKnownPresence(presence) && (
        <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mt: 1 }}>
          {t(PRESENCE_KEYS[presence])}
        </Typography>
      )}
    </Box>
  );
};
