import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const TESTIMONIALS = ['first', 'second', 'third'] as const;

export const Testimonials = () => {
  const t = useAppTranslate();
  return (
    <Box component="section" sx={{ bgcolor: 'action.hover', py: { xs: 6, md: 8 } }}>
      <Container>
        <Typography variant="h4" component="h2" align="center" gutterBottom>
          {t('app.landing.testimonials.title')}
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 2, mt: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {TESTIMONIALS.map((name) => (
            <Card key={name} component="figure" sx={{ m: 0, height: '100%' }}>
              <CardContent>
                <FormatQuoteIcon color="primary" aria-hidden />
                <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                  {t(`app.landing.testimonials.${name}.quote`)}
                </Typography>
                <Typography component="figcaption" variant="body2">
                  <strong>{t(`app.landing.testimonials.${name}.name`)}</strong>
                  <br />
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t(`app.landing.testimonials.${name}.role`)}
                  </Box>
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
