import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { LEGAL_KINDS, type LegalKind, type LegalText } from '../../../contract/privacy';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { Markdown } from '../../ui/markdown/Markdown';
import { useToast } from '../../ui/useToast';
import { legalTextKey } from '../legal/LegalPage';

const L = 'app.privacy.legal';

/** One text's editor, started from what the server answered, with its page's look beside it. */
const LegalEditor = ({ initial }: { initial: LegalText }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [markdown, setMarkdown] = useState(initial.markdown);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const saved = await dataProvider.saveLegalText(initial.kind, markdown);
      queryClient.setQueryData(legalTextKey(initial.kind), saved);
      toast({ title: `${L}.saved`, type: 'success' });
    } catch (failure) {
      setError(fieldErrorsOf(failure)[0]?.message ?? serverMessageOf(failure) ?? t(`${L}.saveFailed`));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(`${L}.editHelp`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <TextField
          label={t(`${L}.${initial.kind}`)}
          value={markdown}
          onChange={(event) => setMarkdown(event.target.value)}
          error={error !== undefined}
          helperText={error}
          multiline
          minRows={12}
          fullWidth
        />
        <Card variant="outlined">
          <CardContent sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="overline">{t(`${L}.preview`)}</Typography>
            <Markdown source={markdown} />
          </CardContent>
        </Card>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t(`${L}.save`)}
        </Button>
      </Box>
    </Stack>
  );
};

const LegalTextLoader = ({ kind }: { kind: LegalKind }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError, dataUpdatedAt } = useQuery({
    queryKey: legalTextKey(kind),
    queryFn: () => dataProvider.getLegalText(kind),
  });
  if (isError) return <Alert severity="error">{t(`${L}.loadFailed`)}</Alert>;
  return data ? <LegalEditor key={`${kind}-${dataUpdatedAt}`} initial={data} /> : null;
};

/** The master panel's "Textos legais": the privacy policy and the terms the landing page links to. */
export const LegalTextsTab = () => {
  const t = useAppTranslate();
  const [kind, setKind] = useState<LegalKind>('privacy');
  return (
    <Stack spacing={2}>
      <Tabs value={kind} onChange={(_, value: LegalKind) => setKind(value)}>
        {LEGAL_KINDS.map((key) => (
          <Tab key={key} value={key} label={t(`${L}.${key}`)} />
        ))}
      </Tabs>
      <LegalTextLoader kind={kind} />
    </Stack>
  );
};
