import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff';
import { Chip, Tooltip } from '@mui/material';
import { useAppTranslate } from '../i18n/useAppTranslate';

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A portal's lead on an official number whose source names no approved template: the person never
 * wrote, so nothing could go, and the seller has to start the contact some other way.
 */
export const NoTemplateChip = ({ at }: { at: string | null | undefined }) => {
  const t = useAppTranslate();
  if (!at) return null;
  return (
    <Tooltip title={t('app.leadSources.noTemplate.hint', { date: when.format(new Date(at)) })}>
      <Chip
        size="small"
        color="warning"
        icon={<SpeakerNotesOffIcon />}
        label={t('app.leadSources.noTemplate.label')}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Tooltip>
  );
};
