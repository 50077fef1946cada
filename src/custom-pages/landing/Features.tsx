import type { SvgIconComponent } from '@mui/icons-material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';

type FeatureName = 'ai' | 'qualification' | 'audio' | 'followUp' | 'handover' | 'kanban' | 'redistribution';

const FEATURES: ReadonlyArray<{ name: FeatureName; icon: SvgIconComponent }> = [
  { name: 'ai', icon: SmartToyIcon },
  { name: 'qualification', icon: LocalFireDepartmentIcon },
  { name: 'audio', icon: GraphicEqIcon },
  { name: 'followUp', icon: ScheduleSendIcon },
  { name: 'handover', icon: SupportAgentIcon },
  { name: 'kanban', icon: ViewKanbanIcon },
  { name: 'redistribution', icon: AutorenewIcon },
];

export const Features = () => {
  const t = useAppTranslate();
  return (
    <Container component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography variant="h4" component="h2" align="center" gutterBottom>
        {t('app.landing.features.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 4,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {FEATURES.map(({ name, icon: Icon }) => (
          <Card key={name} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
              <Typography variant="h6" component="h3" gutterBottom>
                {t(`app.landing.features.${name}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`app.landing.features.${name}.text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
};
