import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** Brazil's time zones, west to east by offset; each has a readable label in the catalog. */
export const BRAZIL_TIME_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
] as const;

const S = 'app.agenda.settings';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  disabled: boolean;
  error?: string;
}

/**
 * The agenda's time zone as a choice of Brazil's zones by city and offset ("Brasília (GMT-3)"),
 * storing the IANA name. A zone saved before outside the list (set through the API) stays choosable
 * under its own name, so opening the page never changes it.
 */
export const TimeZoneField = ({ value, onChange, disabled, error }: TimeZoneFieldProps) => {
  const t = useAppTranslate();
  // Keys built from the zone name; an unknown zone falls back to the name itself.
  const translate = useTranslate();
  const known: readonly string[] = BRAZIL_TIME_ZONES;
  const zones = known.includes(value) || !value ? known : [...known, value];
  return (
    <TextField
      select
      label={t(`${S}.timezone`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      disabled={disabled}
      fullWidth
    >
      {zones.map((zone) => (
        <MenuItem key={zone} value={zone}>
          {translate(`${S}.timezones.${zone}`, { _: zone })}
        </MenuItem>
      ))}
    </TextField>
  );
};
