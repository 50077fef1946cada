import { Card, CardContent, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import type { UserBonus } from '../../../contract/bonuses';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { capProgress, formatMoney } from './useBonusPeriod';

/** The four cards of spec 3 §2.3: total, achieved, value of the achieved fixed bonuses, average progress. */
export const BonusSummary = ({ bonuses }: { bonuses: UserBonus[] }) => {
  const t = useAppTranslate();
  const achieved = bonuses.filter((bonus) => bonus.achieved);
  const fixedValue = achieved
    .filter((bonus) => bonus.bonusConfig.valueType === 'fixed')
    .reduce((sum, bonus) => sum + bonus.bonusConfig.value, 0);
  const average =
    bonuses.length === 0
      ? 0
      : bonuses.reduce((sum, bonus) => sum + capProgress(bonus.progress), 0) / bonuses.length;
  const cards = [
    { label: t('app.bonusLeads.bonus.cards.total'), value: String(bonuses.length) },
    { label: t('app.bonusLeads.bonus.cards.achieved'), value: String(achieved.length) },
    { label: t('app.bonusLeads.bonus.cards.value'), value: formatMoney(fixedValue) },
    { label: t('app.bonusLeads.bonus.cards.average'), value: `${average.toFixed(1)}%` },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {card.label}
              </Typography>
              <Typography variant="h5">{card.value}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};
