import { normalizeWords } from './search-text';
import { COLORS, KNOWN_CAR_WORDS, MAKE_ALIASES, STOPWORDS } from './vocabulary';

/** What a customer asked for, read from a pt-BR message ("onix 2020 até 60 mil", "tem SUV automático?"). */
export interface StockCriteria {
  /** Words that may name a make or model ("onix", "chevrolet", "hb20"). */
  terms: string[];
  /** Of `terms`, those that are surely cars (a known make or model), even when the shop has none. */
  carTerms: string[];
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  kmMax?: number;
  bodyType?: string;
  transmission?: 'automatic' | 'manual';
  fuel?: string;
  color?: string;
}

export const hasCriteria = (c: StockCriteria): boolean =>
  c.terms.length > 0 ||
  [c.priceMin, c.priceMax, c.yearMin, c.yearMax, c.kmMax, c.bodyType, c.transmission, c.fuel, c.color].some(
    (value) => value !== undefined,
  );

/** "60" with "mil", "60k", "60.000", "62.900,00", "R$ 60000" → reais. */
function toReais(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.'));
  return unit && /^(mil|k)$/.test(unit) ? value * 1000 : value;
}

const NUM = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)`;
const UNIT = String.raw`\s*(mil|k|reais)?\b`;
const YEAR = String.raw`((?:19[89]|20[0-3])\d)`;

/** A price only when it has a unit or is big enough not to be a year or a small count. */
const asPrice = (digits: string, unit: string | undefined, hadCurrency: boolean): number | undefined => {
  const value = toReais(digits, unit);
  if (unit === 'mil' || unit === 'k' || unit === 'reais' || hadCurrency)
    return value >= 1000 ? value : undefined;
  return value >= 5000 ? value : undefined;
};

export function parseStockRequest(message: string): StockCriteria {
  let text = message
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    // "T-Cross", "HR-V", "HB 20": one word, as the search text stores them.
    .replace(/\b([a-z]{1,2})-([a-z0-9]{1,5})\b/g, '$1$2')
    .replace(/\bhb\s+20(s?)\b/g, 'hb20$1');
  const criteria: StockCriteria = { terms: [], carTerms: [] };
  const take = (pattern: RegExp, use: (match: RegExpExecArray) => boolean | undefined) => {
    text = text.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      return use(match) === false ? match[0] : ' ';
    });
  };

  // Mileage first, so "50 mil km" is never read as a price.
  take(
    new RegExp(String.raw`(?:ate|menos de|no maximo|maximo)?\s*${NUM}\s*(mil)?\s*(?:km|quilometros)\b`, 'g'),
    (m) => {
      criteria.kmMax = toReais(m[1] ?? '0', m[2]);
    },
  );
  if (
    criteria.kmMax === undefined &&
    /\b(pouco rodado|pouca rodagem|baixa quilometragem|baixa km)\b/.test(text)
  ) {
    criteria.kmMax = 50_000;
  }

  take(new RegExp(String.raw`entre\s+(r\$\s*)?${NUM}${UNIT}\s+e\s+(r\$\s*)?${NUM}${UNIT}`, 'g'), (m) => {
    const unit = m[6] ?? m[3];
    const low = asPrice(m[2] ?? '', m[3] ?? unit, !!m[1]);
    const high = asPrice(m[5] ?? '', unit, !!m[4]);
    if (low === undefined || high === undefined) return false;
    criteria.priceMin = Math.min(low, high);
    criteria.priceMax = Math.max(low, high);
  });
  const qualified: [RegExp, (value: number) => void][] = [
    [
      /(?:ate|no maximo|maximo|menos de|abaixo de|por ate|teto de|nao passe de)/,
      (v) => (criteria.priceMax = v),
    ],
    [/(?:acima de|mais de|a partir de|partir de|no minimo|pelo menos)/, (v) => (criteria.priceMin = v)],
    [
      /(?:uns|umas|por volta de|em torno de|perto de|cerca de|na faixa de|faixa de|na casa dos|mais ou menos)/,
      (v) => {
        criteria.priceMin = Math.round(v * 0.85);
        criteria.priceMax = Math.round(v * 1.15);
      },
    ],
  ];
  for (const [words, set] of qualified) {
    take(new RegExp(String.raw`\b${words.source}\s+(r\$\s*)?${NUM}${UNIT}`, 'g'), (m) => {
      const price = asPrice(m[2] ?? '', m[3], !!m[1]);
      if (price === undefined) return false;
      set(price);
    });
  }
  take(new RegExp(String.raw`(r\$\s*)?${NUM}${UNIT}`, 'g'), (m) => {
    if (criteria.priceMax !== undefined) return false;
    const price = asPrice(m[2] ?? '', m[3], !!m[1]);
    if (price === undefined) return false;
    // A bare budget: a little above it is still worth showing.
    criteria.priceMax = Math.round(price * 1.1);
  });

  take(new RegExp(String.raw`(?:entre|de)\s+${YEAR}\s+(?:e|a|ate)\s+${YEAR}`, 'g'), (m) => {
    criteria.yearMin = Math.min(Number(m[1]), Number(m[2]));
    criteria.yearMax = Math.max(Number(m[1]), Number(m[2]));
  });
  take(
    new RegExp(
      String.raw`(?:(?:a partir de|acima de|depois de|mais novo que|de)\s+${YEAR}(?:\s*(?:pra|para) cima|\s*em diante)?|${YEAR}\s*(?:pra cima|para cima|em diante|ou mais novo|ou superior|\+))`,
      'g',
    ),
    (m) => {
      criteria.yearMin = Number(m[1] ?? m[2]);
    },
  );
  take(new RegExp(String.raw`(?:ate|antes de)\s+${YEAR}`, 'g'), (m) => {
    criteria.yearMax = Number(m[1]);
  });
  take(new RegExp(String.raw`\b${YEAR}(?:\s*/\s*(?:\d{2}|\d{4}))?\b`, 'g'), (m) => {
    if (criteria.yearMin !== undefined || criteria.yearMax !== undefined) return false;
    criteria.yearMin = Number(m[1]);
    criteria.yearMax = Number(m[1]);
  });

  const words = normalizeWords(text).split(' ');
  const has = (...options: string[]) => words.some((word) => options.includes(word));
  if (has('suv', 'suvs', 'utilitario', 'utilitarios')) criteria.bodyType = 'suv';
  else if (has('sedan', 'seda', 'sedans')) criteria.bodyType = 'sedan';
  else if (has('picape', 'picapes', 'pickup', 'caminhonete', 'caminhonetes')) criteria.bodyType = 'pickup';
  else if (has('hatch', 'hatches')) criteria.bodyType = 'hatch';
  else if (has('van', 'minivan')) criteria.bodyType = 'van';
  if (has('automatico', 'automatica', 'automaticos', 'automatizado', 'cvt'))
    criteria.transmission = 'automatic';
  else if (has('manual')) criteria.transmission = 'manual';
  if (has('diesel')) criteria.fuel = 'diesel';
  else if (has('hibrido', 'hibrida')) criteria.fuel = 'hibrido';
  else if (has('eletrico', 'eletrica')) criteria.fuel = 'eletrico';
  const color = words.find((word) => COLORS[word]);
  if (color) criteria.color = COLORS[color];

  for (const raw of words) {
    const word = MAKE_ALIASES[raw] ?? raw.replace(/\.+$/, '');
    if (word.length < 2 || STOPWORDS.has(word) || criteria.terms.includes(word)) continue;
    // Plain numbers are only models when they are one ("208"); engine sizes ("1.0") are not.
    if (/^[\d.,]+$/.test(word) && !KNOWN_CAR_WORDS.has(word)) continue;
    criteria.terms.push(word);
    if (KNOWN_CAR_WORDS.has(word)) criteria.carTerms.push(word);
  }
  return criteria;
}
