import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { TradeIn } from '../../../contract/financing';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { TradeInDialog } from './TradeInDialog';
import { TradeInPhoto } from './TradeInPhoto';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR');

const TradeInDetails = ({ tradeIn }: { tradeIn: TradeIn }) => {
  const t = useAppTranslate();
  const facts = [
    tradeIn.km === null ? null : t('app.tradeIn.km', { km: integer.format(tradeIn.km) }),
    tradeIn.plate ? t('app.tradeIn.plate', { plate: tradeIn.plate }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {`${tradeIn.make} ${tradeIn.model} ${tradeIn.year}`}
        </Typography>
        <Chip
          size="small"
          label={t(tradeIn.createdBy === 'ai' ? 'app.tradeIn.byAi' : 'app.tradeIn.byStaff')}
        />
      </Stack>
      {facts.length > 0 && <Typography variant="body2">{facts.join(' · ')}</Typography>}
      {tradeIn.conditionNotes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('app.tradeIn.notes', { notes: tradeIn.conditionNotes })}
        </Typography>
      )}
      {tradeIn.photoMessageIds.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {tradeIn.photoMessageIds.map((id, index) => (
            <TradeInPhoto key={id} messageId={id} n={index + 1} />
          ))}
        </Stack>
      )}
      <Typography variant="body2">
        {tradeIn.referencePrice !== null && tradeIn.referenceSource
          ? t('app.tradeIn.reference', {
              source: t(`app.tradeIn.sources.${tradeIn.referenceSource}`),
              month: tradeIn.referenceMonth ?? '',
              value: money.format(tradeIn.referencePrice),
            })
          : t('app.tradeIn.noReference')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('app.tradeIn.evaluation')}
      </Typography>
    </Stack>
  );
};

/**
 * The customer's car offered in the deal, as the AI or the staff registered it on the lead. Compact
 * inside another panel (the chat's lead drawer): no card of its own and a lower heading.
 */
export const TradeInCard = ({ leadId, compact = false }: { leadId: string; compact?: boolean }) => {
  const t = useAppTranslate();
  const { data, isPending, error } = useGetList<TradeIn>('trade-ins', {
    filter: { leadId },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  const tradeIn = data?.[0];
  const [editing, setEditing] = useState(false);
  const body = (
    <>
      <Typography variant={compact ? 'subtitle1' : 'h6'} component={compact ? 'h3' : 'h2'} gutterBottom>
        {t('app.tradeIn.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('app.tradeIn.loadFailed')}</Alert>
      ) : tradeIn ? (
        <TradeInDetails tradeIn={tradeIn} />
      ) : (
        !isPending && <Typography color="text.secondary">{t('app.tradeIn.none')}</Typography>
      )}
      {!isPending && !error && (
        <Button sx={{ mt: 1 }} onClick={() => setEditing(true)}>
          {t(tradeIn ? 'app.tradeIn.edit' : 'app.tradeIn.register')}
        </Button>
      )}
      {editing && <TradeInDialog leadId={leadId} tradeIn={tradeIn} onClose={() => setEditing(false)} />}
    </>
  );
  if (compact) return <Box component="section">{body}</Box>;
  return (
    <Card variant="outlined">
      <CardContent>{body}</CardContent>
    </Card>
  );
};
