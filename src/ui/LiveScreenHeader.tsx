import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';

interface LiveScreenHeaderProps {
  title: string;
  subtitle: string;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  autoRefreshLabel: string;
  refreshLabel: string;
  onRefresh: () => void;
}

/** An observability screen's title, with its "refresh by itself" switch and refresh button. */
export const LiveScreenHeader = (props: LiveScreenHeaderProps) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1}
    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
  >
    <Box>
      <Typography variant="h5" component="h1">
        {props.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.subtitle}
      </Typography>
    </Box>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={
          <Switch
            checked={props.autoRefresh}
            onChange={(event) => props.onAutoRefresh(event.target.checked)}
          />
        }
        label={props.autoRefreshLabel}
      />
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={props.onRefresh}>
        {props.refreshLabel}
      </Button>
    </Stack>
  </Stack>
);
