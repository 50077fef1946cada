import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CrmSyncRun } from '../../../contract/crm';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const STATUS_COLOR = { running: 'info', success: 'success', failed: 'error', retrying: 'warning' } as const;

/** The record of each sync run: when, how it went, what moved (issue: "shown on the page"). */
export const SyncRunsList = ({ runs }: { runs: readonly CrmSyncRun[] }) => {
  const t = useAppTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('app.crm.settings.runs')}
        </Typography>
        {runs.length === 0 ? (
          <Typography color="text.secondary">{t('app.crm.settings.noRuns')}</Typography>
        ) : (
          <List dense aria-label={t('app.crm.settings.runs')}>
            {runs.map((run) => (
              <ListItem key={run.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Chip
                  size="small"
                  color={STATUS_COLOR[run.status]}
                  label={t(`app.crm.settings.run.statuses.${run.status}`)}
                />
                <ListItemText
                  sx={{ minWidth: 0 }}
                  primary={`${new Date(run.startedAt).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'medium' })} · ${t(`app.crm.settings.run.triggers.${run.trigger}`)}`}
                  secondary={
                    run.error
                      ? `${t('app.crm.settings.run.error')}: ${run.error}`
                      : `${t('app.crm.settings.run.countsValue', {
                          inserted: run.stockInserted,
                          updated: run.stockUpdated,
                          removed: run.stockRemoved,
                          unchanged: run.stockUnchanged,
                        })} · ${t('app.crm.settings.run.leads')}: ${run.leadsPushed}`
                  }
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
