import { Box, Typography } from '@mui/material';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const QUALITY_COLOR: Record<string, string> = {
  GREEN: 'success.main',
  YELLOW: 'warning.main',
  RED: 'error.main',
};

const QUALITIES = ['GREEN', 'YELLOW', 'RED', 'UNKNOWN'] as const;
const TIERS = ['TIER_250', 'TIER_1K', 'TIER_10K', 'TIER_100K', 'TIER_UNLIMITED'] as const;

/** A value Meta may add later is shown as Meta wrote it rather than hidden. */
const known = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/**
 * An official number's facts on its card: the name Meta verified, the quality rating (its colour
 * warns before a downgrade) and the messaging tier, as the number check and the quality webhooks
 * left them.
 */
export const OfficialFacts = ({
  name,
  official,
}: {
  name: string;
  official: NonNullable<Instance['official']>;
}) => {
  const t = useAppTranslate();
  const quality = known(QUALITIES, official.qualityRating);
  const tier = official.messagingLimitTier ? known(TIERS, official.messagingLimitTier) : 'none';
  const facts = [
    { key: 'verifiedName', value: official.verifiedName, color: undefined },
    {
      key: 'quality',
      value: quality ? t(`app.dashboard.cloud.qualityValues.${quality}`) : official.qualityRating,
      color: QUALITY_COLOR[official.qualityRating],
    },
    {
      key: 'tier',
      value: tier ? t(`app.dashboard.cloud.tierValues.${tier}`) : (official.messagingLimitTier ?? ''),
      color: undefined,
    },
  ] as const;
  return (
    <Box component="dl" aria-label={t('app.dashboard.cloud.cardLabel', { name })} sx={{ m: 0, mt: 1 }}>
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`app.dashboard.cloud.${fact.key}`)}:
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', color: fact.color }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
