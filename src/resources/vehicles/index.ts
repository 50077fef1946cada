import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { lazy } from 'react';
import type { Vehicle } from '../../../contract/vehicles';
import type { PageRoute } from '../../ui/definePage';

/** The stock, at `/estoque` (the resource is named after its route; its API is `/api/vehicles`). */
export const vehicles = {
  // Loaded on first visit, not with the code every page loads.
  list: lazy(() => import('./VehicleList').then((module) => ({ default: module.VehicleList }))),
  show: lazy(() => import('./VehicleShow').then((module) => ({ default: module.VehicleShow }))),
  edit: lazy(() => import('./VehicleEdit').then((module) => ({ default: module.VehicleEdit }))),
  create: lazy(() => import('./VehicleEdit').then((module) => ({ default: module.VehicleCreate }))),
  icon: DirectionsCarIcon,
  recordRepresentation: (car: Vehicle) => `${car.make} ${car.model} ${car.year}`,
};

/** The stock's route, for the header's link (the resource's name is its path). */
export const stockRoute: PageRoute = { path: '/estoque', aliases: [] };
