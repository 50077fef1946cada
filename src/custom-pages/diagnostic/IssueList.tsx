import BuildIcon from '@mui/icons-material/Build';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { ReadinessIssue } from '../../../contract/diagnostic';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ISSUES_SHOWN } from './score';
import { useQuickFix } from './useQuickFix';

/** The first three critical issues, each with what to do, a link to where and its quick fix. */
export const IssueList = ({
  instanceId,
  issues,
}: {
  instanceId: string;
  issues: readonly ReadinessIssue[];
}) => {
  const t = useAppTranslate();
  const { apply, running } = useQuickFix(instanceId);
  if (issues.length === 0) return null;
  const shown = issues.slice(0, ISSUES_SHOWN);
  return (
    <Box>
      <Typography variant="subtitle2" color="error">
        {t('app.diagnostic.card.criticalIssues')}
      </Typography>
      <List dense disablePadding>
        {shown.map((issue) => (
          <ListItem key={issue.code} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              <ErrorOutlineIcon color="error" fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={issue.message}
              secondary={
                <Box component="span" sx={{ display: 'block' }}>
                  {issue.action}
                  <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                    <Button size="small" component={LinkBase} to={issue.link} variant="outlined">
                      {t('app.diagnostic.card.fixHere')}
                    </Button>
                    {issue.quickFix ? (
                      <Button
                        size="small"
                        startIcon={<BuildIcon />}
                        disabled={running !== null}
                        onClick={() => issue.quickFix && void apply(issue.quickFix)}
                      >
                        {t('app.diagnostic.card.quickFix')}
                      </Button>
                    ) : null}
                  </Stack>
                </Box>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListItem>
        ))}
      </List>
      {issues.length > ISSUES_SHOWN ? (
        <Typography variant="body2" color="text.secondary">
          {t('app.diagnostic.card.moreIssues', { count: issues.length - ISSUES_SHOWN })}
        </Typography>
      ) : null}
    </Box>
  );
};
