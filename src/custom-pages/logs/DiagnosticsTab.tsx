import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { type InstanceHealth, recommendedActions } from './instanceHealth';

/** Problems per instance (three each) and the recommended actions by priority. */
export const DiagnosticsTab = ({ rows }: { rows: readonly InstanceHealth[] }) => {
  const t = useAppTranslate();
  const { high, medium } = recommendedActions(rows);
  const withProblems = rows.filter((row) => row.report.issues.length > 0);
  const group = (title: string, entries: typeof high) =>
    entries.length === 0 ? null : (
      <Box>
        <Typography variant="subtitle1">{title}</Typography>
        <List dense>
          {entries.map((entry) => (
            <ListItem
              key={`${entry.instanceId}-${entry.issue.code}`}
              disableGutters
              secondaryAction={
                <Button size="small" component={LinkBase} to={entry.issue.link}>
                  {t('app.diagnostic.card.fixHere')}
                </Button>
              }
            >
              <ListItemText
                primary={`${entry.instance}: ${entry.issue.message}`}
                secondary={entry.issue.action}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6">{t('app.logs.diagnostics.problems')}</Typography>
        {withProblems.length === 0 ? (
          <Typography color="text.secondary">{t('app.logs.diagnostics.none')}</Typography>
        ) : (
          <List dense>
            {withProblems.map((row) => (
              <ListItem key={row.id} disableGutters>
                <ListItemText
                  primary={row.name}
                  secondary={row.report.overallStatus.criticalIssues.slice(0, 3).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6">{t('app.logs.diagnostics.recommended')}</Typography>
        {high.length + medium.length === 0 ? (
          <Typography color="text.secondary">{t('app.logs.diagnostics.nothing')}</Typography>
        ) : null}
        {group(t('app.logs.diagnostics.high'), high)}
        {group(t('app.logs.diagnostics.medium'), medium)}
      </Paper>
    </Stack>
  );
};
