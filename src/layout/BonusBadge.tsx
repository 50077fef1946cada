import { Badge, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useAchievedBonusCount } from '../custom-pages/bonus/bonusQueries';
import { useAppTranslate } from '../i18n/useAppTranslate';

/** Read by screen readers, not shown. */
const SR_ONLY = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The header's bonus badge (spec 3 §2.7): the count of the signed-in user's bonuses achieved this
 * month, measured by the server from the board's sales, on the 'Bônus' link. Nothing shows at zero;
 * screen readers hear the count as part of the link's name.
 */
export const BonusBadge = ({ children }: { children: ReactNode }) => {
  const t = useAppTranslate();
  const achieved = useAchievedBonusCount();
  const label = t('app.bonusLeads.badge', { count: achieved });
  return (
    <Badge
      badgeContent={achieved}
      color="success"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true, title: label } }}
      sx={{ '& .MuiBadge-badge': { right: -10 } }}
    >
      {children}
      {achieved > 0 && <Box component="span" sx={SR_ONLY}>{`, ${label}`}</Box>}
    </Badge>
  );
};
