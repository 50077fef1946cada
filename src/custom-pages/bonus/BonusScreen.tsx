import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  type BonusConfiguration,
  type BonusConfigurationInput,
  bonusYears,
  type UserBonus,
} from '../../../contract/bonuses';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { BonusCreateForm } from './BonusCreateForm';
import { BonusList } from './BonusList';
import { BonusSummary } from './BonusSummary';
import { USER_BONUSES_KEY, useUserBonuses } from './bonusQueries';
import { SellerRankingChart } from './SellerRankingChart';
import { SellerReviewsPanel } from './SellerReviewsPanel';
import { useBonusPeriod } from './useBonusPeriod';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** `/bonus` (spec 3 §2.3): the signed-in user's bonuses of a month; admins also create and rank. */
export const BonusScreen = () => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // The ranking, reviews and configurations are the admin's part of the page.
  const isAdmin = useCanAccess({ resource: 'bonus-configurations', action: 'list' }).canAccess === true;
  const { month, year, setMonth, setYear } = useBonusPeriod();

  const bonuses = useUserBonuses(month, year);
  const ranking = useQuery({
    queryKey: [USER_BONUSES_KEY, 'ranking', month, year],
    queryFn: () => dataProvider.getBonusRanking(month, year),
    enabled: isAdmin,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [USER_BONUSES_KEY] });

  const toggle = useMutation({
    mutationFn: ({ bonus, enabled }: { bonus: UserBonus; enabled: boolean }) =>
      dataProvider.toggleUserBonus(bonus.id, enabled),
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: 'app.bonusLeads.bonus.toggleFailed', detail: serverMessageOf(error), type: 'error' }),
  });
  const create = useMutation({
    // Plain simple-rest: POST /api/admin/bonus-configurations answers 201 with the record.
    mutationFn: (body: BonusConfigurationInput) =>
      dataProvider.create<BonusConfiguration>('bonus-configurations', { data: body }),
  });
  const submit = async (body: BonusConfigurationInput) => {
    try {
      await create.mutateAsync(body);
      toast({ title: 'app.bonusLeads.form.created', type: 'success' });
      await refresh();
      return true;
    } catch (error) {
      toast({
        title: 'app.bonusLeads.form.createFailed',
        detail: serverMessageOf(error) ?? t('app.bonusLeads.form.createFailedDetail'),
        type: 'error',
      });
      return false;
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 }, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h1">
            {t('app.bonusLeads.bonus.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.bonusLeads.bonus.subtitle')}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={t('app.bonusLeads.bonus.month')}
          value={month}
          onChange={(e) => setMonth(Number(e.target.value))}
        >
          {MONTHS.map((option) => (
            <MenuItem key={option} value={option}>
              {String(option).padStart(2, '0')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('app.bonusLeads.bonus.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
        >
          {bonusYears().map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {isAdmin && (
          <Button component={Link} to="/bonus-configurations">
            {t('app.bonusLeads.bonus.manage')}
          </Button>
        )}
      </Box>
      {bonuses.isError && <Alert severity="error">{t('app.bonusLeads.bonus.loadFailed')}</Alert>}
      <BonusSummary bonuses={bonuses.data ?? []} />
      {bonuses.isPending ? (
        <Typography color="text.secondary">{t('app.common.loading')}</Typography>
      ) : (
        <BonusList
          bonuses={bonuses.data ?? []}
          onToggle={(bonus, enabled) => toggle.mutate({ bonus, enabled })}
        />
      )}
      {isAdmin && ranking.data && <SellerRankingChart ranking={ranking.data.ranking} />}
      {isAdmin && <SellerReviewsPanel key={`${month}-${year}`} month={month} year={year} />}
      {isAdmin && (
        <BonusCreateForm
          month={month}
          year={year}
          saving={create.isPending}
          onSubmit={submit}
          onInvalid={() => toast({ title: 'app.bonusLeads.form.required', type: 'error' })}
        />
      )}
    </Stack>
  );
};

export default BonusScreen;
