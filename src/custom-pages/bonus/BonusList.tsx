import { Box, Card, CardContent, Chip, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import type { UserBonus } from '../../../contract/bonuses';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { capProgress, formatMoney } from './useBonusPeriod';

interface BonusListProps {
  bonuses: UserBonus[];
  onToggle: (bonus: UserBonus, enabled: boolean) => void;
}

/** Each bonus of the month: its progress bar (capped at 100, one decimal), badge and enable switch. */
export const BonusList = ({ bonuses, onToggle }: BonusListProps) => {
  const t = useAppTranslate();
  if (bonuses.length === 0)
    return <Typography color="text.secondary">{t('app.bonusLeads.bonus.empty')}</Typography>;
  return (
    <Stack spacing={1.5}>
      {bonuses.map((bonus) => {
        const shown = capProgress(bonus.progress);
        const config = bonus.bonusConfig;
        return (
          <Card key={bonus.id} variant="outlined" aria-label={config.name}>
            <CardContent>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" sx={{ flex: 1, minWidth: 0 }}>
                  {config.name}
                </Typography>
                <Chip
                  size="small"
                  color={bonus.achieved ? 'success' : 'default'}
                  label={
                    bonus.achieved ? t('app.bonusLeads.bonus.achieved') : t('app.bonusLeads.bonus.inProgress')
                  }
                />
                <Switch
                  checked={bonus.isEnabled}
                  onChange={(event) => onToggle(bonus, event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': `${t('app.bonusLeads.bonus.enabled')}: ${config.name}` },
                  }}
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {config.category}
                {config.description ? ` — ${config.description}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <LinearProgress
                  variant="determinate"
                  value={shown}
                  sx={{ flex: 1 }}
                  aria-label={config.name}
                />
                <Typography variant="body2">{`${shown.toFixed(1)}%`}</Typography>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {t('app.bonusLeads.bonus.measured', {
                  measured: config.measure === 'sum' ? formatMoney(bonus.measured) : bonus.measured,
                  target:
                    config.measure === 'sum'
                      ? formatMoney(config.targetValue ?? 1)
                      : (config.targetValue ?? 1),
                })}
                {' · '}
                {config.valueType === 'fixed'
                  ? t('app.bonusLeads.bonus.fixedValue', { value: formatMoney(config.value) })
                  : t('app.bonusLeads.bonus.percentValue', { value: config.value })}
                {bonus.achieved
                  ? ` · ${t('app.bonusLeads.bonus.payout', { value: formatMoney(bonus.payout) })}`
                  : ''}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
};
