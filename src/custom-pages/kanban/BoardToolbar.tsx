import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** The server refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;
const ALL = '';

interface BoardToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  instanceId: string | null;
  instances: readonly Instance[];
  onInstanceChange: (instanceId: string | null) => void;
}

/** 'Buscar leads...' and the instance dropdown ('Todas as instâncias' or one by name). */
export const BoardToolbar = ({
  search,
  onSearchChange,
  instanceId,
  instances,
  onInstanceChange,
}: BoardToolbarProps) => {
  const t = useAppTranslate();
  // A link may name an instance before the list of instances has loaded.
  const known = instanceId !== null && instances.some((instance) => instance.id === instanceId);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', flex: '1 1 420px', justifyContent: 'flex-end' }}>
      <TextField
        type="search"
        size="small"
        margin="none"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={t('app.kanban.search.placeholder')}
        sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': t('app.kanban.search.label'), maxLength: SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        margin="none"
        label={t('app.kanban.filter.label')}
        value={known ? instanceId : ALL}
        onChange={(event) => onInstanceChange(event.target.value === ALL ? null : event.target.value)}
        sx={{ flex: '1 1 180px', maxWidth: { sm: 260 } }}
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (selected) =>
              instances.find((instance) => instance.id === selected)?.name ?? t('app.kanban.filter.all'),
          },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value={ALL}>{t('app.kanban.filter.all')}</MenuItem>
        {instances.map((instance) => (
          <MenuItem key={instance.id} value={instance.id}>
            {instance.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
