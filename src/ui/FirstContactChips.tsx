import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff';
import { Chip, Tooltip } from '@mui/material';
import { type ReactElement, useMemo } from 'react';
import { DEFAULT_AGENDA_TIME_ZONE } from '../../contract/agenda-settings';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { useAgendaSettings } from '../resources/appointments/useAgendaSettings';

/** When the problem was found, on the shop's clock (its agenda's time zone), not the browser's. */
const useShopTime = () => {
  const { data } = useAgendaSettings();
  const timeZone = data?.timezone ?? DEFAULT_AGENDA_TIME_ZONE;
  return useMemo(
    () =>
      new Intl.DateTimeFormat('pt-BR', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [timeZone],
  );
};

type ProblemMessages = 'app.leadSources.notOnWhatsapp' | 'app.leadSources.noTemplate';

/** Why a portal's lead got no first message, with when it was found (tooltip). */
const ProblemChip = ({
  at,
  icon,
  messages,
}: {
  at: string;
  icon: ReactElement;
  messages: ProblemMessages;
}) => {
  const t = useAppTranslate();
  const when = useShopTime();
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

/** Nothing for a lead without the problem, and then no call for the shop's time zone either. */
const FirstContactProblemChip = ({
  at,
  icon,
  messages,
}: {
  at: string | null | undefined;
  icon: ReactElement;
  messages: ProblemMessages;
}) => (at ? <ProblemChip at={at} icon={icon} messages={messages} /> : null);

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
