import CampaignIcon from '@mui/icons-material/Campaign';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LanguageIcon from '@mui/icons-material/Language';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Chip, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import type { LeadSource, LeadSourceKind } from '../../contract/lead-source';
import { useAppTranslate } from '../i18n/useAppTranslate';

const ICONS: Record<LeadSourceKind, ReactElement> = {
  whatsapp_direct: <WhatsAppIcon />,
  ctwa_ad: <CampaignIcon />,
  portal: <StorefrontIcon />,
  site: <LanguageIcon />,
  import: <UploadFileIcon />,
  manual: <EditNoteIcon />,
};

/** Where a lead came from, with its kind's icon; an ad's headline on hover (the board and the lead page). */
export const LeadSourceChip = ({ source }: { source: LeadSource | null }) => {
  const t = useAppTranslate();
  if (!source) return null;
  const kind = t(`app.leadSources.kinds.${source.kind}`);
  const hint = source.headline
    ? `${kind} — ${t('app.leadSources.adHeadline', { headline: source.headline })}`
    : kind;
  return (
    <Tooltip title={hint}>
      <Chip
        size="small"
        variant="outlined"
        icon={ICONS[source.kind]}
        label={source.name}
        aria-label={t('app.leadSources.chip.label', { name: `${source.name} (${kind})` })}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Tooltip>
  );
};
