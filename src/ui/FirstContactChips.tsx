import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff';
import { Chip, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useAppTranslate } from '../i18n/useAppTranslate';

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Why a portal's lead got no first message, with when it was found (tooltip). */
const FirstContactProblemChip = ({
  at,
  icon,
  messages,
}: {
  at: string | null | undefined;
  icon: ReactElement;
  messages: 'app.leadSources.notOnWhatsapp' | 'app.leadSources.noTemplate';
}) => {
  const t = useAppTranslate();
  if (!at) return null;
  return (
    <Tooltip title={t(`${messages}.hint`, { date: when.format(new Date(at)) })}>
      <Chip
        size="small"
        color="warning"
        icon={icon}
        label={t(`${messages}.label`)}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Tooltip>
  );
};

/**
 * A portal's lead whose number the first message found not on WhatsApp: the board and the lead page
 * say so, for the seller to call or e-mail instead of waiting for an answer that cannot come.
 */
export const NotOnWhatsappChip = ({ at }: { at: string | null | undefined }) => (
  <FirstContactProblemChip at={at} icon={<PhoneDisabledIcon />} messages="app.leadSources.notOnWhatsapp" />
);

/**
 * A portal's lead on an official number whose source names no approved template: the person never
 * wrote, so nothing could go, and the seller has to start the contact some other way.
 */
export const NoTemplateChip = ({ at }: { at: string | null | undefined }) => (
  <FirstContactProblemChip at={at} icon={<SpeakerNotesOffIcon />} messages="app.leadSources.noTemplate" />
);
