import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
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
 * A portal's lead whose number the first message found not on WhatsApp: the board and the lead page
 * say so, for the seller to call or e-mail instead of waiting for an answer that cannot come.
 */
export const NotOnWhatsappChip = ({ at }: { at: string | null }) => {
  const t = useAppTranslate();
  if (!at) return null;
  return (
    <Tooltip title={t('app.leadSources.notOnWhatsapp.hint', { date: when.format(new Date(at)) })}>
      <Chip
        size="small"
        color="warning"
        icon={<PhoneDisabledIcon />}
        label={t('app.leadSources.notOnWhatsapp.label')}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Tooltip>
  );
};
