import { and, eq } from 'drizzle-orm';
import type { IntakeVehicle } from '../../../contract/lead-sources';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { findCarsFor } from '../../stock/search';

export interface NamedCar {
  label: string | null;
  /** The price in the shop's stock, never the portal's: the portal's ad may be out of date. */
  stockPrice: number | null;
  /** The stock car's first photo, for a template's picture header. */
  photoUrl: string | null;
}

const labelOf = (parts: ReadonlyArray<string | number | undefined>): string | null =>
  parts.filter((part) => part !== undefined && String(part).trim() !== '').join(' ') || null;

/** The car a lead asked about, matched to the stock: by the listing's code first, else by its words. */
export async function carOfIntake(
  db: DbOrTx,
  tenantId: string,
  vehicle: IntakeVehicle | undefined,
): Promise<NamedCar> {
  if (!vehicle) return { label: null, stockPrice: null, photoUrl: null };
  const posted = labelOf([vehicle.make, vehicle.model, vehicle.year]);
  if (vehicle.listingId) {
    const [listed] = await db
      .select({
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.modelYear,
        price: vehicles.price,
        photos: vehicles.photos,
      })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.organizationId, tenantId),
          eq(vehicles.externalId, vehicle.listingId),
          eq(vehicles.status, 'available'),
        ),
      )
      .limit(1);
    if (listed)
      return {
        label: labelOf([listed.make, listed.model, listed.year]),
        stockPrice: Number(listed.price),
        photoUrl: listed.photos[0] ?? null,
      };
  }
  if (!posted) return { label: null, stockPrice: null, photoUrl: null };
  const answer = await findCarsFor(db, tenantId, posted);
  const car = answer?.kind === 'exact' ? answer.cars[0] : undefined;
  if (!car) return { label: posted, stockPrice: null, photoUrl: null };
  return {
    label: labelOf([car.make, car.model, car.modelYear]),
    stockPrice: car.price,
    photoUrl: car.photo ?? null,
  };
}
