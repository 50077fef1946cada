import { Button, CircularProgress, Tooltip } from '@mui/material';

interface SwitchButtonProps {
  label: string;
  /** What the button does, said by the tooltip and to screen readers. */
  hint: string;
  on: boolean;
  busy: boolean;
  disabled: boolean;
  color: 'primary' | 'warning';
  onClick: () => void;
}

/** An on/off switch of the conversation ('IA', 'F-up'): filled when on, a spinner while saving. */
export const SwitchButton = ({ label, hint, on, busy, disabled, color, onClick }: SwitchButtonProps) => (
  <Tooltip title={hint}>
    <span>
      <Button
        size="small"
        color={color}
        variant={on ? 'contained' : 'outlined'}
        aria-pressed={on}
        aria-description={hint}
        disabled={disabled || busy}
        onClick={onClick}
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
        sx={{ minWidth: 0, px: 1.25 }}
      >
        {label}
      </Button>
    </span>
  </Tooltip>
);
