import { DEMO_PHOTO_DIR, demoCarOf } from './stock';

/** Colours of the demo cars' drawings, by the colour name the stock gives. */
const PAINT: Record<string, string> = {
  Branco: '#e8e8e8',
  Preto: '#222222',
  Prata: '#b8bcc2',
  Cinza: '#6e7378',
  Vermelho: '#c62828',
  Azul: '#1e4fa3',
  Verde: '#2e7d32',
  Marrom: '#6d4c41',
  Laranja: '#ef6c00',
};

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A drawing of a demo car (side view in its colour, with make, model and year), so the demo
 * stock has photos that load without the internet. Null for an unknown code.
 */
export function demoCarPhoto(code: string, view: number): string | null {
  const car = demoCarOf(code);
  if (!car) return null;
  const paint = PAINT[car.color] ?? '#90a4ae';
  const sky = view === 1 ? '#dbe9f6' : '#f3e9dc';
  const title = escapeXml(`${car.make} ${car.model}`);
  const subtitle = escapeXml(`${car.version} · ${car.year}/${car.modelYear}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="${sky}"/><rect y="430" width="800" height="170" fill="#9e9e9e"/>
<path d="M130 400 L180 300 Q200 270 240 268 L520 262 Q560 262 590 300 L640 340 Q700 350 700 400 L700 420 L130 420 Z" fill="${paint}" stroke="#333" stroke-width="4"/>
<path d="M250 285 L510 282 Q540 283 560 310 L580 335 L215 340 Z" fill="#cfe3f5" stroke="#333" stroke-width="3"/>
<circle cx="250" cy="420" r="48" fill="#212121"/><circle cx="250" cy="420" r="22" fill="#bdbdbd"/>
<circle cx="590" cy="420" r="48" fill="#212121"/><circle cx="590" cy="420" r="22" fill="#bdbdbd"/>
<text x="400" y="110" font-family="sans-serif" font-size="48" font-weight="bold" text-anchor="middle" fill="#263238">${title}</text>
<text x="400" y="165" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#37474f">${subtitle}</text>
<text x="400" y="560" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fafafa">Foto ilustrativa · CRM de demonstração</text>
</svg>`;
}

const FILE = /^([A-Z0-9]+)-([12])\.svg$/;

/** The drawing a file name of `demoPhotoPath` names ("ON20-1.svg"); null when it names none. */
export function demoPhotoFile(file: string): string | null {
  const match = FILE.exec(file);
  return match?.[1] && match[2] ? demoCarPhoto(match[1], Number(match[2])) : null;
}

/** The drawing behind a demo photo URL of this server (`publicUrl`); null for any other URL. */
export function demoPhotoAt(url: string, publicUrl: string): string | null {
  const prefix = `${publicUrl}${DEMO_PHOTO_DIR}`;
  return url.startsWith(prefix) ? demoPhotoFile(url.slice(prefix.length)) : null;
}
