import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { SALE_ITEMS, type SaleItem } from '../../../../contract/bonuses';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

/** What the sold dialog adds for the bonuses: the sale's value and the extras sold with it. */
export interface SaleExtras {
  saleValue: number | null;
  saleItems: SaleItem[];
}

export interface SaleExtrasDraft {
  value: string;
  items: SaleItem[];
}

export const EMPTY_EXTRAS: SaleExtrasDraft = { value: '', items: [] };

/**
 * "45.900,00", "45900" or "45900.5" as reais; blank is no value (null); anything else undefined.
 * A dot followed by exactly three digits is a thousands separator, as Brazilians type it.
 */
export function parseSaleValue(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^R\$\s*/i, '');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(trimmed)) return undefined;
  const normalised = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /\.\d{3}$/.test(trimmed)
      ? trimmed.replace(/\./g, '')
      : trimmed;
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

interface SaleExtrasFieldsProps {
  value: SaleExtrasDraft;
  onChange: (next: SaleExtrasDraft) => void;
}

export const SaleExtrasFields = ({ value, onChange }: SaleExtrasFieldsProps) => {
  const t = useAppTranslate();
  const labelId = useId();
  const toggle = (item: SaleItem, checked: boolean) =>
    onChange({
      ...value,
      items: checked ? [...value.items, item] : value.items.filter((other) => other !== item),
    });
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={t('app.bonusLeads.sold.valueLabel')}
        value={value.value}
        onChange={(event) => onChange({ ...value, value: event.target.value })}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
          htmlInput: { inputMode: 'decimal', maxLength: 20 },
        }}
      />
      <FormLabel id={labelId}>{t('app.bonusLeads.sold.extrasLabel')}</FormLabel>
      <FormGroup
        aria-labelledby={labelId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {SALE_ITEMS.map((item) => (
          <FormControlLabel
            key={item}
            control={
              <Checkbox
                size="small"
                checked={value.items.includes(item)}
                onChange={(event) => toggle(item, event.target.checked)}
              />
            }
            label={t(`app.bonusLeads.sold.items.${item}`)}
          />
        ))}
      </FormGroup>
    </Stack>
  );
};
