import { Box, ListItemText, MenuItem, TextField } from '@mui/material';
import { type HTMLAttributes, memo } from 'react';
import { flushSync } from 'react-dom';
import type { Instance } from '../../../../contract/instances';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { release, useHeldUntilFirstPaint } from '../../../ui/firstPaint';
import { formatContactPhone, instanceColor } from '../rules';

const ALL = '';

/**
 * Stands in for MUI's own ref on the select's display until the first paint. MUI's Select keeps
 * that node in state, set from the ref: on mount the update lands inside React's commit and is
 * rendered before the paint, with every effect of the first render (`ui/firstPaint.ts`). Once the
 * ref is MUI's again the Select gets its node, as on every mount.
 */
const HELD_DISPLAY: HTMLAttributes<HTMLDivElement> & { ref: () => void } = { ref: () => undefined };

const Dot = ({ color, label }: { color: string; label?: string }) => (
  <Box
    component="span"
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
  />
);

/** The instance's name, or its phone when it has none. */
const instanceLabel = (instance: Instance): string =>
  instance.name.trim() || formatContactPhone(instance.phone);

interface InstanceFilterProps {
  value: string | null;
  instances: readonly Instance[];
  onChange: (instanceId: string | null) => void;
}

/**
 * 'Todas as instâncias' or one instance: colour dot, connection dot, name or phone, owner (spec 2 §2.4).
 * Memoized: the pane renders again for context changes that leave the filter as it is.
 */
export const InstanceFilter = memo(function InstanceFilter({
  value,
  instances,
  onChange,
}: InstanceFilterProps) {
  const t = useAppTranslate();
  // A link may name an instance before the list of instances has loaded.
  const known = value !== null && instances.some((instance) => instance.id === value);
  const held = useHeldUntilFirstPaint();
  // Reached before the release: MUI's handlers, which need their node, run after it.
  const releaseFirst = held ? () => flushSync(release) : undefined;
  return (
    <TextField
      onMouseDownCapture={releaseFirst}
      onKeyDownCapture={releaseFirst}
      onFocusCapture={releaseFirst}
      select
      size="small"
      margin="none"
      label={t('app.inbox.filter.label')}
      value={known ? value : ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      sx={{ flex: '1 1 180px', minWidth: 0 }}
      slotProps={{
        select: {
          renderValue: (selected) => {
            const instance = instances.find((item) => item.id === selected);
            return instance ? instanceLabel(instance) : t('app.inbox.filter.all');
          },
          displayEmpty: true,
          SelectDisplayProps: held ? HELD_DISPLAY : undefined,
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value={ALL}>{t('app.inbox.filter.all')}</MenuItem>
      {instances.map((instance) => (
        <MenuItem key={instance.id} value={instance.id} sx={{ gap: 1 }}>
          <Dot color={instanceColor(instance.id)} />
          <Dot
            color={instance.isConnected ? 'success.main' : 'error.main'}
            label={t(instance.isConnected ? 'app.inbox.filter.connected' : 'app.inbox.filter.disconnected')}
          />
          <ListItemText
            primary={instanceLabel(instance)}
            secondary={instance.user.firstName || undefined}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
});
