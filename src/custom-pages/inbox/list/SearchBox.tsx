import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { memo } from 'react';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

/** The contract refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * 'Pesquisar ou começar uma nova conversa': name or number, searched on the server. Memoized, as
 * the pane's other controls: the pane renders again for context changes that leave them as they are.
 */
export const SearchBox = memo(function SearchBox({ value, onChange }: SearchBoxProps) {
  const t = useAppTranslate();
  return (
    <TextField
      type="search"
      size="small"
      margin="none"
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('app.inbox.search.placeholder')}
      // The spec's placeholder is long: smaller type on a phone keeps it whole.
      sx={{ '& input::placeholder': { fontSize: { xs: '0.8rem', sm: 'inherit' } } }}
      slotProps={{
        htmlInput: { 'aria-label': t('app.inbox.search.label'), maxLength: SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
