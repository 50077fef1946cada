import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { Vehicle } from '../../../contract/vehicles';
import type { PageRoute } from '../../custom-pages/definePage';
import { VehicleCreate, VehicleEdit } from './VehicleEdit';
import { VehicleList } from './VehicleList';
import { VehicleShow } from './VehicleShow';

/** The stock, at `/estoque` (the resource is named after its route; its API is `/api/vehicles`). */
export const vehicles = {
  list: VehicleList,
  show: VehicleShow,
  edit: VehicleEdit,
  create: VehicleCreate,
  icon: DirectionsCarIcon,
  recordRepresentation: (car: Vehicle) => `${car.make} ${car.model} ${car.year}`,
};

/** The stock's route, for the header's link (the resource's name is its path). */
export const stockRoute: PageRoute = { path: '/estoque', aliases: [] };
