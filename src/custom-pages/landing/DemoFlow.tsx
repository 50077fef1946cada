import { Avatar, Box, Container, Paper, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';

export const HOW_IT_WORKS_ID = 'como-funciona';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export const DemoFlow = () => {
  const t = useAppTranslate();
  return (
    <Container component="section" id={HOW_IT_WORKS_ID} sx={{ py: { xs: 6, md: 8 } }}>
      <Typography variant="h4" component="h2" align="center" gutterBottom>
        {t('app.landing.demo.title')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {STEPS.map((step, index) => (
          <Paper key={step} component="li" variant="outlined" sx={{ p: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>
              {index + 1}
            </Avatar>
            <Typography variant="h6" component="h3" gutterBottom>
              {t(`app.landing.demo.${step}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`app.landing.demo.${step}.text`)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
};
