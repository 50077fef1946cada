import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetList } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { InstancePicker } from './InstancePicker';
import { QuickComparison } from './QuickComparison';
import { ReadinessCard } from './ReadinessCard';
import { preselected } from './selection';

const ALL_INSTANCES = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
};

const Empty = ({ title, detail }: { title: string; detail: string }) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
    <Typography variant="h6">{title}</Typography>
    <Typography color="text.secondary">{detail}</Typography>
  </Paper>
);

/** The AI-readiness diagnostic (spec 3 §2.12) of every instance the user sees (DESIGN §6). */
const DiagnosticScreen = () => {
  const t = useAppTranslate();
  const { search } = useLocation();
  const { data: instances, isPending, isError } = useGetList<Instance>('instances', ALL_INSTANCES);
  const [selected, setSelected] = useState<string[]>([]);
  const seeded = useRef<string | null>(null);
  // The URL's choice applies once per URL, after the instances are known.
  useEffect(() => {
    if (!instances || seeded.current === search) return;
    seeded.current = search;
    const fromUrl = preselected(instances, search);
    if (fromUrl.length > 0) setSelected(fromUrl);
  }, [instances, search]);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('app.diagnostic.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.diagnostic.subtitle')}
        </Typography>
      </Box>
      {isPending ? <CircularProgress /> : null}
      {isError ? (
        <Alert severity="error">
          {t('app.diagnostic.toasts.loadError')}: {t('app.diagnostic.toasts.loadErrorDetail')}
        </Alert>
      ) : null}
      {instances && instances.length === 0 ? (
        <Empty title={t('app.diagnostic.noInstances')} detail={t('app.diagnostic.noInstancesDetail')} />
      ) : null}
      {instances && instances.length > 0 ? (
        <>
          <InstancePicker instances={instances} selected={selected} onChange={setSelected} />
          {selected.length === 0 ? (
            <Empty title={t('app.diagnostic.noSelection')} detail={t('app.diagnostic.noSelectionDetail')} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {selected.map((id) => (
                <ReadinessCard key={id} instanceId={id} />
              ))}
            </Box>
          )}
          {selected.length > 1 ? <QuickComparison ids={selected} /> : null}
        </>
      ) : null}
    </Stack>
  );
};

export default DiagnosticScreen;
