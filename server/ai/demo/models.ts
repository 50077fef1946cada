/**
 * The car the customer named, so the demo assistant does not ask "qual modelo?" right after being
 * told. The demo has no stock of its own: it knows the models most sold in Brazil by name.
 */
import { matchNormalized, normalizeText } from './keywords';

const MODELS = [
  'Corolla Cross',
  'Corolla',
  'Civic',
  'HR-V',
  'City',
  'Fit',
  'Onix Plus',
  'Onix',
  'Tracker',
  'Cruze',
  'S10',
  'Spin',
  'HB20S',
  'HB20',
  'Creta',
  'Tucson',
  'Gol',
  'Polo',
  'Virtus',
  'T-Cross',
  'Nivus',
  'Taos',
  'Saveiro',
  'Amarok',
  'Argo',
  'Cronos',
  'Mobi',
  'Pulse',
  'Fastback',
  'Strada',
  'Toro',
  'Compass',
  'Renegade',
  'Kwid',
  'Sandero',
  'Duster',
  'Kicks',
  'Versa',
  'Frontier',
  'Hilux',
  'Yaris',
  'Ranger',
  'Ka',
  'EcoSport',
  'Fiesta',
  '208',
  '2008',
  'C3',
] as const;

/** Each model with its stem, lowercased once. */
const MODEL_STEMS = MODELS.map((name) => ({ name, stems: [name.toLowerCase()] }));

/** The most recent model named in the customer's messages (newest first), as the shop writes it. */
export function namedModel(customerMessages: readonly string[]): string | undefined {
  for (const message of [...customerMessages].reverse()) {
    const normalized = normalizeText(message);
    // Longer names first: "Corolla Cross" before "Corolla".
    const model = MODEL_STEMS.find(({ stems }) => matchNormalized(normalized, stems, true).length > 0);
    if (model) return model.name;
  }
  return undefined;
}
