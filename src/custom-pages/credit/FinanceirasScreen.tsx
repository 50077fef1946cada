import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { usePortals } from '../crm/crmQueries';
import { markPartnerVisit } from '../crm/partnerSession';

/** `/financeiras` (spec 3 §2.6): the credit portal cannot be framed, so it opens in its own tab. */
const FinanceirasScreen = () => {
  const t = useAppTranslate();
  const { data: portals } = usePortals();
  useEffect(() => markPartnerVisit('financeiras'), []);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t('app.crm.credit.title')}
          </Typography>
          <Typography>{t('app.crm.credit.explanation')}</Typography>
          {portals && (
            <Box>
              <Button
                variant="contained"
                href={portals.creditPortalUrl}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon />}
                onClick={() => markPartnerVisit('financeiras')}
              >
                {t('app.crm.credit.open')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {portals.creditPortalUrl}
              </Typography>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default FinanceirasScreen;
