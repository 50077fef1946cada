import type { ChatMessage } from '../../ai/port';
import type { StockOffer } from '../../ai/stock-offer';
import type { DbOrTx } from '../../db/client';
import { findCarsFor } from '../../stock/search';

/**
 * The stock cars for this reply: searched with the customer's last turn, or with the two last
 * turns when the last alone asks for nothing ("tem Onix?" … "e até 60 mil?"). Null when the
 * customer asks for no car, or the shop has no stock to ground the answer in.
 */
export async function stockForReply(
  db: DbOrTx,
  tenantId: string,
  chat: readonly ChatMessage[],
): Promise<StockOffer | null> {
  const turns = chat.filter((message) => message.role === 'user').map((message) => message.content);
  const last = turns.at(-1);
  if (!last) return null;
  let found = await findCarsFor(db, tenantId, last);
  const previous = turns.at(-2);
  if (!found && previous) found = await findCarsFor(db, tenantId, `${previous}\n${last}`);
  if (!found || found.kind === 'none') return null;
  return { kind: found.kind, cars: found.cars };
}

/** How the monitor record lists the cars given to the model. */
export const offeredForMonitor = (offer: StockOffer | null) =>
  offer
    ? {
        stockMatch: offer.kind,
        vehiclesOffered: offer.cars.map((car) => ({
          id: car.id,
          car: `${car.make} ${car.model} ${car.version} ${car.year}/${car.modelYear}`.replace(/\s+/g, ' '),
          price: car.price,
        })),
      }
    : {};
