import { Box, Container, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const STATS = ['always', 'levels', 'stages', 'idle'] as const;

export const Stats = () => {
  const t = useAppTranslate();
  return (
    <Box component="section" sx={{ bgcolor: 'action.hover', py: { xs: 6, md: 8 } }}>
      <Container>
        <Typography variant="h4" component="h2" align="center" gutterBottom>
          {t('app.landing.stats.title')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 3,
            mt: 4,
            mb: 0,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {STATS.map((name) => (
            <Box key={name} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`app.landing.stats.${name}.label`)}
              </Typography>
              <Typography component="dd" variant="h3" color="primary" sx={{ fontWeight: 700, m: 0 }}>
                {t(`app.landing.stats.${name}.value`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
