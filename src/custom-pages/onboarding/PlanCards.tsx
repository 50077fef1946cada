import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { PLAN_KEYS, PLANS, type PlanKey, planPriceReais } from '../../../contract/plans';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const formatLimit = (value: number | null, unlimited: string) =>
  value === null ? unlimited : value.toLocaleString('pt-BR');

/** The features of a plan, as spec 3 §9 lists them. */
export const PlanFeatures = ({ plan }: { plan: PlanKey }) => (
  <List dense disablePadding>
    {PLANS[plan].features.map((feature) => (
      <ListItem key={feature} disableGutters>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <CheckIcon fontSize="small" color="success" />
        </ListItemIcon>
        <ListItemText primary={feature} />
      </ListItem>
    ))}
  </List>
);

/** Step 3: the three plans of spec 3 §9 from the contract's one plan table. */
export const PlanStep = ({ value, onChange }: { value: PlanKey; onChange: (plan: PlanKey) => void }) => {
  const t = useAppTranslate();
  const unlimited = t('app.platform.onboarding.unlimited');
  return (
    <Box
      role="radiogroup"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      {PLAN_KEYS.map((key) => {
        const plan = PLANS[key];
        const selected = key === value;
        return (
          <Card
            key={key}
            variant="outlined"
            sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: 2 }}
          >
            <CardActionArea
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(key)}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h6" component="h3">
                  {plan.name} {selected && <Chip size="small" color="primary" label="✓" sx={{ ml: 1 }} />}
                </Typography>
                <Typography variant="h5" sx={{ my: 1 }}>
                  {t('app.platform.onboarding.planPrice', { price: planPriceReais(key) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('app.platform.onboarding.limits', {
                    instances: formatLimit(plan.maxInstances, unlimited),
                    users: formatLimit(plan.maxUsers, unlimited),
                    messages: formatLimit(plan.maxMessagesPerMonth, unlimited),
                  })}
                </Typography>
                <PlanFeatures plan={key} />
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
