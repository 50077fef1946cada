import HubIcon from '@mui/icons-material/Hub';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { all, firstThreeConnected, firstTwo, toggled } from './selection';

/** The selector grid and the presets "first two", "first three connected", "all". */
export const InstancePicker = ({
  instances,
  selected,
  onChange,
}: {
  instances: readonly Instance[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) => {
  const t = useAppTranslate();
  const [first, second] = instances;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {first && second ? (
          <Button size="small" variant="outlined" onClick={() => onChange(firstTwo(instances))}>
            {t('app.diagnostic.presets.firstTwo', { first: first.name, second: second.name })}
          </Button>
        ) : null}
        <Button size="small" variant="outlined" onClick={() => onChange(firstThreeConnected(instances))}>
          {t('app.diagnostic.presets.trio')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onChange(all(instances))}>
          {t('app.diagnostic.presets.all')}
        </Button>
        {selected.length > 0 ? (
          <Button size="small" onClick={() => onChange([])}>
            {t('app.diagnostic.presets.clear')}
          </Button>
        ) : null}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {instances.map((instance) => {
          const on = selected.includes(instance.id);
          return (
            <Card
              key={instance.id}
              variant="outlined"
              sx={{ borderColor: on ? 'primary.main' : undefined, borderWidth: on ? 2 : 1 }}
            >
              <CardActionArea onClick={() => onChange(toggled(selected, instance.id))} aria-pressed={on}>
                <CardContent sx={{ p: 1.5 }}>
                  <Typography variant="subtitle2" noWrap>
                    {instance.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {instance.phone}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                    <SmartToyIcon
                      fontSize="small"
                      color={instance.aiEnabled ? 'success' : 'disabled'}
                      titleAccess={
                        instance.aiEnabled ? t('app.diagnostic.icons.aiOn') : t('app.diagnostic.icons.aiOff')
                      }
                    />
                    <HubIcon
                      fontSize="small"
                      color={instance.bikerHubEnabled ? 'primary' : 'disabled'}
                      titleAccess={
                        instance.bikerHubEnabled
                          ? t('app.diagnostic.icons.hubOn')
                          : t('app.diagnostic.icons.hubOff')
                      }
                    />
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
};
