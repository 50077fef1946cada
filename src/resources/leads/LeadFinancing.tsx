import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { LeadDetail } from '../../../contract/lead-register';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** When the customer asked about financing, and the AI's simulations as their chat lines read. */
export const LeadFinancing = ({ lead }: { lead: LeadDetail }) => {
  const t = useAppTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby="lead-financing-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="lead-financing-title" gutterBottom>
          {t('app.leadFinancing.title')}
        </Typography>
        <Typography variant="body2">
          {lead.financingInterestAt
            ? t('app.leadFinancing.interested', { date: dateTime.format(new Date(lead.financingInterestAt)) })
            : t('app.leadFinancing.none')}
        </Typography>
        {lead.financingSimulations.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {t('app.leadFinancing.simulations')}
            </Typography>
            <List dense disablePadding>
              {lead.financingSimulations.map((line) => (
                <ListItem key={`${line.at}-${line.text}`} disableGutters>
                  <ListItemText
                    primary={line.text}
                    secondary={dateTime.format(new Date(line.at))}
                    sx={{ overflowWrap: 'anywhere' }}
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
