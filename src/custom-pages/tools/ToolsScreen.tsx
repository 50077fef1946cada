import { Stack, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AdminOnly } from '../../ui/AdminOnly';
import { FailedMessagesCard } from './FailedMessagesCard';
import { PlaygroundCard } from './PlaygroundCard';
import { ReplayCard } from './ReplayCard';
import { ResyncCard } from './ResyncCard';

/** The admin's workbench (/tools). */
const ToolsScreen = () => {
  const t = useAppTranslate();
  return (
    <AdminOnly resource="tools">
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 960 }}>
        <Typography variant="h5" component="h1">
          {t('app.tools.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.tools.subtitle')}
        </Typography>
        <PlaygroundCard />
        <FailedMessagesCard />
        <ResyncCard />
        <ReplayCard />
      </Stack>
    </AdminOnly>
  );
};

export default ToolsScreen;
