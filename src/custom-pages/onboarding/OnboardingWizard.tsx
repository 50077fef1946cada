import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OnboardingResponse } from '../../../contract/organizations';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { PlatformBrand } from '../../layout/Brand';
import { useIsMobile } from '../../layout/useIsMobile';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { ConfirmStep } from './ConfirmStep';
import { PlanStep } from './PlanCards';
import { SetPasswordLink } from './SetPasswordLink';
import { OrganizationStep, OwnerStep, SetupStep } from './WizardFields';
import {
  changeName,
  type FieldErrors,
  INITIAL_VALUES,
  STEP_COUNT,
  STEP_KEYS,
  stepOfField,
  toBody,
  validateStep,
  type WizardField,
} from './wizardState';

/** Spec 3 §9: the login page comes 2 seconds after the organization is created. */
export const REDIRECT_DELAY_MS = 2000;

/** `/organizations/onboard` (spec 3 §2.10): five steps, reachable signed out. */
export const OnboardingWizard = () => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [slugEdited, setSlugEdited] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<OnboardingResponse | null>(null);
  const createdSlug = created?.slug ?? null;
  // Without SMTP the owner must copy the set-password link first: no redirect then.
  const passwordLink = created?.setPasswordUrl ?? null;

  useEffect(() => {
    if (!createdSlug || passwordLink) return;
    const timer = setTimeout(
      () => navigate(`/login?org=${encodeURIComponent(createdSlug)}&welcome=true`),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [createdSlug, passwordLink, navigate]);

  const onChange = (field: WizardField, value: string) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'organizationName') return setValues((v) => changeName(v, value, slugEdited));
    if (field === 'organizationSlug') setSlugEdited(true);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const next = () => {
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep((s) => Math.min(STEP_COUNT, s + 1));
  };
  const back = () => setStep((s) => Math.max(1, s - 1));

  const finish = async () => {
    setSubmitting(true);
    try {
      setCreated(await dataProvider.submitOnboarding(toBody(values)));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        setStep(Math.min(...fields.map((f) => stepOfField(f.field))));
      }
      toast({ title: 'app.platform.onboarding.error', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  const busy = submitting || createdSlug !== null;
  const continueDisabled = step === 4 && values.instanceName.trim() === '';
  const stepProps = { values, errors, onChange };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 5 } }}>
      <Container maxWidth="md">
        <Stack spacing={3}>
          <Box sx={{ color: 'primary.main' }}>
            <PlatformBrand />
          </Box>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
              {t('app.platform.onboarding.title')}
            </Typography>
            <Typography color="text.secondary">{t('app.platform.onboarding.subtitle')}</Typography>
          </Box>
          <Stepper activeStep={step - 1} alternativeLabel={!isMobile} orientation="horizontal">
            {STEP_KEYS.map((key, index) => (
              <Step key={key} completed={index + 1 < step}>
                <StepLabel>
                  {isMobile && index + 1 !== step ? '' : t(`app.platform.onboarding.steps.${key}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t(`app.platform.onboarding.steps.${STEP_KEYS[step - 1] ?? 'organization'}`)}
              </Typography>
              {step === 1 && <OrganizationStep {...stepProps} />}
              {step === 2 && <OwnerStep {...stepProps} />}
              {step === 3 && (
                <PlanStep
                  value={values.subscriptionPlan}
                  onChange={(plan) => setValues((v) => ({ ...v, subscriptionPlan: plan }))}
                />
              )}
              {step === 4 && <SetupStep {...stepProps} />}
              {step === 5 && <ConfirmStep values={values} showNote={!passwordLink} />}
              {passwordLink && <SetPasswordLink url={passwordLink} email={values.ownerEmail} />}
              {createdSlug && !passwordLink && (
                <Alert severity="success" sx={{ mt: 2 }}>
                  {t('app.platform.onboarding.success', { email: values.ownerEmail })}
                </Alert>
              )}
            </CardContent>
          </Card>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" onClick={back} disabled={step === 1 || busy}>
              {t('app.platform.onboarding.back')}
            </Button>
            {step < STEP_COUNT ? (
              <Button variant="contained" onClick={next} disabled={continueDisabled}>
                {t('app.platform.onboarding.next')}
              </Button>
            ) : (
              <Button variant="contained" onClick={finish} disabled={busy}>
                {submitting ? t('app.platform.onboarding.submitting') : t('app.platform.onboarding.finish')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
};
