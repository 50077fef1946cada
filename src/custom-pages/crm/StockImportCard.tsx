import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { StockImportBody, StockImportPreview } from '../../../contract/vehicles';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyFailure } from '../../providers/useNotifyFailure';

/** Stock without a CRM: a CSV file or a feed address, previewed line by line before storing. */
export const StockImportCard = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [kind, setKind] = useState<'csv' | 'feed'>('csv');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState('');
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<StockImportPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const body: StockImportBody = kind === 'csv' ? { kind, content } : { kind, url };

  const run = async (step: 'preview' | 'import') => {
    setBusy(step);
    try {
      if (step === 'preview') setPreview(await dataProvider.previewStockImport(body));
      else {
        const result = await dataProvider.importStock(body);
        notify('app.crm.import.done', { type: 'success', messageArgs: result });
        setPreview(null);
      }
    } catch (error) {
      notifyFailure('app.crm.import.failed', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('app.crm.import.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.crm.import.subtitle')}
        </Typography>
        <Tabs
          value={kind}
          onChange={(_, value: 'csv' | 'feed') => {
            setKind(value);
            setPreview(null);
          }}
        >
          <Tab value="csv" label={t('app.crm.import.csv')} />
          <Tab value="feed" label={t('app.crm.import.feed')} />
        </Tabs>
        {kind === 'csv' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label">
              {t('app.crm.import.chooseFile')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  if (!file) return;
                  setFileName(file.name);
                  setContent(await file.text());
                  setPreview(null);
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {fileName}
            </Typography>
          </Box>
        ) : (
          <TextField
            label={t('app.crm.import.feedUrl')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setPreview(null);
            }}
            placeholder="https://"
          />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => void run('preview')}
            disabled={busy !== null || (kind === 'csv' ? !content : !url)}
          >
            {busy === 'preview' ? t('app.crm.import.previewing') : t('app.crm.import.preview')}
          </Button>
          {preview && preview.valid > 0 && (
            <Button variant="contained" onClick={() => void run('import')} disabled={busy !== null}>
              {busy === 'import'
                ? t('app.crm.import.importing')
                : t('app.crm.import.confirm', { count: preview.valid })}
            </Button>
          )}
        </Box>
        {preview && (
          <>
            <Alert severity={preview.invalid > 0 ? 'warning' : 'success'}>
              {t('app.crm.import.summary', { valid: preview.valid, invalid: preview.invalid })}
            </Alert>
            <List dense sx={{ maxHeight: 360, overflowY: 'auto' }} aria-label={t('app.crm.import.preview')}>
              {preview.rows.map((row) => (
                <ListItem key={row.line} divider disableGutters>
                  <ListItemText
                    primary={`${t('app.crm.import.line')} ${row.line}: ${row.summary}`}
                    secondary={row.errors.length ? row.errors.join(' · ') : t('app.crm.import.ok')}
                    slotProps={{
                      secondary: {
                        color: row.errors.length ? 'error' : 'success.main',
                        sx: { overflowWrap: 'anywhere' },
                      },
                      primary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
};
