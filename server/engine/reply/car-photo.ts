import type { ChatMessage } from '../../ai/port';
import { carName, formatPrice, type StockOffer, type StockOfferCar } from '../../ai/stock-offer';
import { demoPhotoAt } from '../../gateways/crm/demo/photo';
import { asksToSeeCar } from '../../stock/photo-request';
import type { EngineDeps } from '../deps';
import {
  BlockedAddressError,
  fetchPublicPage,
  publicAddressesOnly,
  ScrapeError,
  userAgentFor,
} from '../jobs/scraping';
import type { OutboundRoute } from '../outbound';
import { sendOutbound } from '../outbound';
import type { ReplyTarget } from './deliver';

/** WhatsApp takes images up to about 5 MB; a bigger stock photo is not worth the wait. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 15_000;
const IMAGE = /^image\/(jpeg|png|webp|gif|svg\+xml)\b/i;

/**
 * The offer with the car whose photo the customer asked to see: the first car of an exact match
 * that has a photo, when the instance sends photos and the customer's last message asks to see it
 * ("tem foto?", "manda uma foto do corolla"). The closest cars of a miss are not what was asked.
 */
export function withCarPhoto(
  offer: StockOffer | null,
  chat: readonly ChatMessage[],
  enabled: boolean,
): StockOffer | null {
  if (!enabled || offer?.kind !== 'exact') return offer;
  const last = chat.findLast((message) => message.role === 'user');
  if (!last || !asksToSeeCar(last.content)) return offer;
  const car = offer.cars.find((candidate) => candidate.photo);
  return car ? { ...offer, photoOf: car } : offer;
}

interface Photo {
  url: string;
  bytes: Buffer;
  mimetype: string;
}

/** Photos of the built-in demo CRM are drawn by this server: read without a request to ourselves. */
function demoPhoto(deps: Pick<EngineDeps, 'config'>, url: string): Photo | null {
  const svg = demoPhotoAt(url, deps.config.publicUrl);
  return svg ? { url, bytes: Buffer.from(svg), mimetype: 'image/svg+xml' } : null;
}

/**
 * The photo's bytes, read through the scraping's address guard: a stock photo URL comes from a CRM
 * or an imported file, so it must not make the server (or the gateway after it) reach a private
 * address. The inbox shows the stored bytes; the gateway is given the checked URL.
 */
async function loadPhoto(deps: Pick<EngineDeps, 'config'>, url: string): Promise<Photo> {
  const own = demoPhoto(deps, url);
  if (own) return own;
  const fetched = await fetchPublicPage(url, {
    policy: publicAddressesOnly,
    userAgent: userAgentFor(deps.config.publicUrl),
    maxBytes: MAX_PHOTO_BYTES,
    timeoutMs: PHOTO_TIMEOUT_MS,
    maxRedirects: 3,
  });
  if (fetched.status !== 200) throw new ScrapeError(`a foto respondeu HTTP ${fetched.status}`);
  const mimetype = fetched.contentType.split(';')[0]?.trim() ?? '';
  if (!IMAGE.test(mimetype)) throw new ScrapeError(`o endereço não é uma imagem (${mimetype || 'sem tipo'})`);
  return { url: fetched.url, bytes: fetched.body, mimetype };
}

/** What the monitor record of the reply says about the photo. */
export interface CarPhotoOutcome {
  vehicleId: string;
  car: string;
  url: string;
  status: 'sent' | 'failed' | 'refused';
  error?: string;
}

/**
 * Sends the car's first photo after the answer, captioned with the car, as an image message of the
 * AI through the one outbound path (stored, sent, recorded, published).
 */
export async function sendCarPhoto(
  deps: EngineDeps,
  target: ReplyTarget,
  car: StockOfferCar,
  route: OutboundRoute | undefined,
): Promise<CarPhotoOutcome> {
  const outcome = { vehicleId: car.id, car: carName(car), url: car.photo ?? '' };
  let photo: Photo;
  try {
    photo = await loadPhoto(deps, outcome.url);
  } catch (error) {
    const reason =
      error instanceof BlockedAddressError
        ? 'endereço da foto não é público'
        : error instanceof ScrapeError
          ? error.message
          : 'não foi possível ler a foto';
    deps.log.warn({ err: error, vehicleId: car.id }, 'car photo not sent');
    return { ...outcome, status: 'refused', error: reason };
  }
  const result = await sendOutbound(
    deps,
    { ...target, origin: 'ai', text: `${outcome.car} · ${formatPrice(car.price)}`, image: photo },
    route,
  );
  return result.status === 'sent'
    ? { ...outcome, status: 'sent' }
    : { ...outcome, status: 'failed', error: result.error };
}
