import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { BONUS_CATEGORIES, type BonusConfigurationInput } from '../../../contract/bonuses';
import { useAppTranslate } from '../../i18n/useAppTranslate';

interface BonusCreateFormProps {
  month: number;
  year: number;
  saving: boolean;
  onSubmit: (body: BonusConfigurationInput) => Promise<boolean>;
  onInvalid: () => void;
}

/** Spec 3 §2.3 and §5: name, category, value type and a value above 0 are required. */
export const BonusCreateForm = ({ month, year, saving, onSubmit, onInvalid }: BonusCreateFormProps) => {
  const t = useAppTranslate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [valueType, setValueType] = useState<'' | 'fixed' | 'percentage'>('');
  const [value, setValue] = useState('');
  const [target, setTarget] = useState('1');

  const submit = async () => {
    const amount = Number(value.replace(',', '.'));
    if (!name.trim() || !category || !valueType || !(amount > 0)) return onInvalid();
    const targetValue = Number(target.replace(',', '.'));
    const saved = await onSubmit({
      name: name.trim(),
      description: description.trim(),
      category,
      valueType,
      value: amount,
      targetValue: targetValue > 0 ? targetValue : 1,
      month,
      year,
      isActive: true,
    });
    if (saved) {
      setName('');
      setDescription('');
      setValue('');
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('app.bonusLeads.form.title')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={t('app.bonusLeads.form.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('app.bonusLeads.form.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <TextField
            select
            label={t('app.bonusLeads.form.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            {BONUS_CATEGORIES.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('app.bonusLeads.form.valueType')}
            value={valueType}
            onChange={(e) => setValueType(e.target.value as 'fixed' | 'percentage')}
          >
            <MenuItem value="fixed">{t('app.bonusLeads.form.fixed')}</MenuItem>
            <MenuItem value="percentage">{t('app.bonusLeads.form.percentage')}</MenuItem>
          </TextField>
          <TextField
            label={t('app.bonusLeads.form.value')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('app.bonusLeads.form.target')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {t('app.bonusLeads.form.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
