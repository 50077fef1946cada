/**
 * The cars of the shop's stock given to the model for one reply (found by the stock search from
 * the customer's words), and how they are written into the prompt and into the demo's answers.
 * Pure: no database here.
 */

export interface StockOfferCar {
  id: string;
  make: string;
  model: string;
  version: string;
  year: number;
  modelYear: number;
  km: number;
  price: number;
  color: string;
  fuel: string;
  transmission: string;
  photo: string | null;
}

export interface StockOffer {
  /** `exact`: these cars match what was asked; `closest`: nothing matched, these are the nearest. */
  kind: 'exact' | 'closest';
  cars: readonly StockOfferCar[];
  /** The car whose first photo goes out after the answer (the customer asked to see it). */
  photoOf?: StockOfferCar;
}

/** "R$ 62.900" (cents only when there are any), as a pt-BR seller writes it. */
export function formatPrice(price: number): string {
  const cents = Math.round(price * 100) % 100 !== 0;
  return `R$ ${price.toLocaleString('pt-BR', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export const formatKm = (km: number): string => `${km.toLocaleString('pt-BR')} km`;

export const carName = (car: StockOfferCar): string =>
  `${[car.make, car.model, car.version].filter(Boolean).join(' ')} ${car.year}/${car.modelYear}`;

function carLine(car: StockOfferCar): string {
  const details = [formatKm(car.km), car.color && `cor ${car.color}`, car.fuel, car.transmission].filter(
    Boolean,
  );
  return `- ${carName(car)}: ${details.join(', ')}; preço ${formatPrice(car.price)}`;
}

/** The prompt section: only these cars, their real figures, and the rule never to invent one. */
export function stockPromptSection(offer: StockOffer): string {
  const lead =
    offer.kind === 'exact'
      ? 'Carros do estoque que atendem ao que o cliente pediu:'
      : 'Nenhum carro do estoque atende exatamente ao que o cliente pediu. Diga isso com clareza e ofereça as opções mais próximas abaixo:';
  return [
    '## Veículos do estoque (dados reais, consultados agora)',
    'Estes são os únicos carros que você pode citar nesta resposta. Use exatamente o preço, o ano, a quilometragem e a cor informados. Nunca invente um carro, versão, ano, quilometragem, cor ou preço que não esteja nesta lista; se o cliente pedir outro, diga que vai confirmar com um consultor.',
    lead,
    ...offer.cars.map(carLine),
    ...(offer.photoOf
      ? [
          `O cliente pediu para ver o carro: a foto do ${carName(offer.photoOf)} será enviada logo depois da sua resposta. Diga que está mandando a foto; não diga que não pode enviar fotos.`,
        ]
      : []),
  ].join('\n');
}

/** The demo assistant's answer about the stock, from the same cars. */
export function demoStockReply(offer: StockOffer): string {
  const [first] = offer.cars;
  if (!first) return 'Vou verificar no estoque e já te retorno com as opções disponíveis!';
  const color = (car: StockOfferCar) => (car.color ? `, ${car.color.toLowerCase()}` : '');
  if (offer.photoOf) {
    const car = offer.photoOf;
    return `Claro! Segue a foto do *${carName(car)}*${color(car)}, com ${formatKm(car.km)}, por *${formatPrice(car.price)}*. Quer agendar uma visita para ver de perto?`;
  }
  if (offer.kind === 'exact' && offer.cars.length === 1) {
    return `Temos sim! O *${carName(first)}*${color(first)}, com ${formatKm(first.km)}, está por *${formatPrice(first.price)}*. Quer agendar uma visita ou simular o financiamento?`;
  }
  const list = offer.cars
    .slice(0, 3)
    .map((car) => `• *${carName(car)}*${color(car)}, ${formatKm(car.km)}: *${formatPrice(car.price)}*`)
    .join('\n');
  return offer.kind === 'exact'
    ? `Temos sim! Separei estas opções do nosso estoque:\n${list}\nQual delas te interessou mais?`
    : `No momento não temos exatamente o que você procura, mas tenho opções parecidas no estoque:\n${list}\nAlguma delas te interessa?`;
}
