import { Alert, Box, Button, CircularProgress, Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useDataProvider } from 'react-admin';
import type { LegalKind } from '../../../contract/privacy';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { Brand } from '../../layout/Brand';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Markdown } from '../../ui/markdown/Markdown';

/** The query of a legal text, shared by the public page and the master panel's editor. */
export const legalTextKey = (kind: LegalKind) => ['legal', kind] as const;

/** `/privacidade` and `/termos`: the platform's texts, public, as the super admin wrote them. */
export const LegalPage = ({ kind }: { kind: LegalKind }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: legalTextKey(kind),
    queryFn: () => dataProvider.getLegalText(kind),
  });
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="md">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 1 }}>
          <Box sx={{ color: 'primary.main' }}>
            <Brand />
          </Box>
          <Button component={LinkBase} to="/">
            {t('app.privacy.legal.back')}
          </Button>
        </Box>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t(`app.privacy.legal.${kind}`)}
        </Typography>
        {isPending && <CircularProgress />}
        {isError && <Alert severity="error">{t('app.privacy.legal.loadFailed')}</Alert>}
        {data &&
          (data.markdown.trim() === '' ? (
            <Typography color="text.secondary">{t('app.privacy.legal.empty')}</Typography>
          ) : (
            <Box sx={{ overflowWrap: 'anywhere' }}>
              <Markdown source={data.markdown} />
            </Box>
          ))}
      </Container>
    </Box>
  );
};

const PrivacyPage = () => <LegalPage kind="privacy" />;
export default PrivacyPage;
