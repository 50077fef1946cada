import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PLANS, planPriceReais } from '../../../contract/plans';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { PlanFeatures } from './PlanCards';
import type { WizardValues } from './wizardState';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    <Typography color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{children}</Typography>
  </Box>
);

/**
 * Step 5 "Confirme os Dados": organization, plan and initial setup before the shop is created. The
 * note (credentials by e-mail) is left out once the shop exists without SMTP and shows its link.
 */
export const ConfirmStep = ({ values, showNote = true }: { values: WizardValues; showNote?: boolean }) => {
  const t = useAppTranslate();
  const c = (key: 'name' | 'url' | 'owner' | 'email' | 'instance' | 'providerKey' | 'aiKey') =>
    t(`app.platform.onboarding.confirm.${key}`);
  const configured = (value: string) =>
    t(value ? 'app.platform.onboarding.confirm.configured' : 'app.platform.onboarding.confirm.notConfigured');
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t('app.platform.onboarding.confirm.organization')}
      </Typography>
      <Row label={c('name')}>{values.organizationName}</Row>
      <Row label={c('url')}>{`${values.organizationSlug}.vendai.com.br`}</Row>
      <Row label={c('owner')}>{values.ownerName}</Row>
      <Row label={c('email')}>{values.ownerEmail}</Row>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('app.platform.onboarding.confirm.plan')}
      </Typography>
      <Row label={PLANS[values.subscriptionPlan].name}>
        {t('app.platform.onboarding.trial', { price: planPriceReais(values.subscriptionPlan) })}
      </Row>
      <PlanFeatures plan={values.subscriptionPlan} />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('app.platform.onboarding.confirm.setup')}
      </Typography>
      <Row label={c('instance')}>{values.instanceName}</Row>
      <Row label={c('providerKey')}>{configured(values.bikerHubApiKey)}</Row>
      <Row label={c('aiKey')}>{configured(values.openaiApiKey)}</Row>
      {showNote && <Alert severity="info">{t('app.platform.onboarding.confirm.note')}</Alert>}
    </Stack>
  );
};
