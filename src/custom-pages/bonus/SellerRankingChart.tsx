import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SellerRanking } from '../../../contract/bonuses';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** The month's sellers by sales and bonuses achieved (admins). */
export const SellerRankingChart = ({ ranking }: { ranking: SellerRanking[] }) => {
  const t = useAppTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{t('app.bonusLeads.ranking.title')}</Typography>
        {ranking.length === 0 ? (
          <Typography color="text.secondary">{t('app.bonusLeads.ranking.empty')}</Typography>
        ) : (
          <BarChart
            height={Math.max(200, ranking.length * 48)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: ranking.map((row) => row.name), width: 110 }]}
            series={[
              { data: ranking.map((row) => row.salesCount), label: t('app.bonusLeads.ranking.sales') },
              { data: ranking.map((row) => row.achievedCount), label: t('app.bonusLeads.ranking.achieved') },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
};
