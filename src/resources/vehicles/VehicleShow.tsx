import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Vehicle } from '../../../contract/vehicles';
import { formatKm, formatPrice } from './format';

const R = 'resources.estoque';

const Photos = () => {
  const record = useRecordContext<Vehicle>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.photos.length === 0)
    return <Typography color="text.secondary">{translate(`${R}.noPhotos`)}</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        width: '100%',
      }}
    >
      {record.photos.map((url, index) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt={`${record.make} ${record.model} ${index + 1}`}
          loading="lazy"
          sx={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        />
      ))}
    </Box>
  );
};

const ReadOnlyNotice = () => {
  const record = useRecordContext<Vehicle>();
  const translate = useTranslate();
  if (record?.source !== 'crm') return null;
  return (
    <Alert severity="info">{translate(`${R}.readOnly`, { source: translate(`${R}.sources.crm`) })}</Alert>
  );
};

const Actions = () => {
  const record = useRecordContext<Vehicle>();
  const admin = useCanAccess({ resource: 'estoque', action: 'edit' }).canAccess === true;
  return <TopToolbar>{admin && record && record.source !== 'crm' && <EditButton />}</TopToolbar>;
};

/** A car with its photos; CRM cars say where they come from and cannot be edited here. */
export const VehicleShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <ReadOnlyNotice />
      <Photos />
      <FunctionField<Vehicle>
        label={false}
        render={(car) => (
          <Typography variant="h6">
            {car.make} {car.model} {car.version}
          </Typography>
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Labeled label={`${R}.fields.year`}>
          <FunctionField<Vehicle> render={(car) => `${car.year}/${car.modelYear}`} />
        </Labeled>
        <Labeled label={`${R}.fields.km`}>
          <FunctionField<Vehicle> render={(car) => formatKm(car.km)} />
        </Labeled>
        <Labeled label={`${R}.fields.price`}>
          <FunctionField<Vehicle> render={(car) => formatPrice(car.price)} />
        </Labeled>
        <Labeled label={`${R}.fields.color`}>
          <TextField source="color" />
        </Labeled>
        <Labeled label={`${R}.fields.fuel`}>
          <TextField source="fuel" />
        </Labeled>
        <Labeled label={`${R}.fields.transmission`}>
          <TextField source="transmission" />
        </Labeled>
        <Labeled label={`${R}.fields.plate`}>
          <TextField source="plate" emptyText="—" />
        </Labeled>
        <TranslatedField source="status" />
        <TranslatedField source="source" />
        <Labeled label={`${R}.fields.externalId`}>
          <TextField source="externalId" emptyText="—" />
        </Labeled>
      </Box>
    </SimpleShowLayout>
  </Show>
);

const TranslatedField = ({ source }: { source: 'status' | 'source'; label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<Vehicle>();
  if (!record) return null;
  const group = source === 'status' ? 'statuses' : 'sources';
  return (
    <Labeled label={`${R}.fields.${source}`}>
      <Typography variant="body2">{translate(`${R}.${group}.${record[source]}`)}</Typography>
    </Labeled>
  );
};
