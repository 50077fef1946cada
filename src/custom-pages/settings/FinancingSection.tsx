import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { type BankDraft, type FinancingDraft, newBankDraft, toDraft, toSettings } from './financingForm';
import { SettingsSection } from './SettingsControls';

export const FINANCING_QUERY_KEY = ['financing-settings'] as const;

type Errors = Record<string, string>;

const BankRow = ({
  bank,
  index,
  errors,
  onChange,
  onRemove,
  canRemove,
}: {
  bank: BankDraft;
  index: number;
  errors: Errors;
  onChange: (changes: Partial<BankDraft>) => void;
  onRemove: () => void;
  canRemove: boolean;
}) => {
  const t = useAppTranslate();
  const field = (name: string) => errors[`banks.${index}.${name}`];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={t('app.financing.bankName')}
        value={bank.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={field('name') !== undefined}
        helperText={field('name')}
        slotProps={{ htmlInput: { maxLength: 80 } }}
        sx={{ flex: 2 }}
      />
      <TextField
        label={t('app.financing.monthlyRate')}
        value={bank.monthlyRate}
        onChange={(event) => onChange({ monthlyRate: event.target.value })}
        error={field('monthlyRate') !== undefined}
        helperText={field('monthlyRate')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
      />
      <TextField
        label={t('app.financing.maxTerm')}
        value={bank.maxTermMonths}
        onChange={(event) => onChange({ maxTermMonths: event.target.value })}
        error={field('maxTermMonths') !== undefined}
        helperText={field('maxTermMonths')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: 1 }}
      />
      <Box>
        <IconButton aria-label={t('app.financing.removeBank')} onClick={onRemove} disabled={!canRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Stack>
  );
};

const FinancingForm = ({ initial }: { initial: FinancingDraft }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: () => dataProvider.saveFinancingSettings(toSettings(draft)),
    onSuccess: (saved) => {
      queryClient.setQueryData(FINANCING_QUERY_KEY, saved);
      setErrors({});
      toast({ title: 'app.financing.saved', type: 'success' });
    },
    onError: (failure) => {
      setErrors(Object.fromEntries(fieldErrorsOf(failure).map((issue) => [issue.field, issue.message])));
      toast({ title: 'app.financing.saveFailed', detail: serverMessageOf(failure), type: 'error' });
    },
  });
  const setBank = (key: number, changes: Partial<BankDraft>) =>
    setDraft((current) => ({
      ...current,
      banks: current.banks.map((bank) => (bank.key === key ? { ...bank, ...changes } : bank)),
    }));
  const listError = errors.banks;
  return (
    <>
      <TextField
        label={t('app.financing.minDownPayment')}
        value={draft.minDownPaymentPercent}
        onChange={(event) =>
          setDraft((current) => ({ ...current, minDownPaymentPercent: event.target.value }))
        }
        error={errors.minDownPaymentPercent !== undefined}
        helperText={errors.minDownPaymentPercent}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: { sm: 240 } }}
      />
      {draft.banks.map((bank, index) => (
        <BankRow
          key={bank.key}
          bank={bank}
          index={index}
          errors={errors}
          onChange={(changes) => setBank(bank.key, changes)}
          onRemove={() =>
            setDraft((current) => ({
              ...current,
              banks: current.banks.filter((row) => row.key !== bank.key),
            }))
          }
          canRemove={draft.banks.length > 1}
        />
      ))}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setDraft((current) => ({ ...current, banks: [...current.banks, newBankDraft()] }))}
        >
          {t('app.financing.addBank')}
        </Button>
        <Button variant="outlined" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('app.financing.save')}
        </Button>
      </Stack>
    </>
  );
};

/** `/settings`, admins: the banks and the minimum down payment the AI simulates financing with. */
export const FinancingSection = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: FINANCING_QUERY_KEY,
    queryFn: () => dataProvider.getFinancingSettings(),
  });
  return (
    <SettingsSection title="app.financing.section">
      <Typography variant="body2" color="text.secondary">
        {t('app.financing.help')}
      </Typography>
      {isPending && <CircularProgress aria-label={t('app.common.loading')} />}
      {isError && <Alert severity="error">{t('app.financing.loadFailed')}</Alert>}
      {data && <FinancingForm key={JSON.stringify(data)} initial={toDraft(data)} />}
    </SettingsSection>
  );
};
