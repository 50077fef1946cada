/** The first message to a portal or site lead (issue 29): it names the car and its stock price. */

const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});

export const formatPrice = (price: number): string => money.format(price);

export interface FirstContactFacts {
  contactName: string;
  shopName: string;
  sourceName: string;
  /** "Toyota Corolla 2021", or null when the lead named no car. */
  carLabel: string | null;
  /** The car's price in the shop's stock; null when it is not in stock. */
  stockPrice: number | null;
}

export function firstContactText(facts: FirstContactFacts): string {
  const first = facts.contactName.trim().split(/\s+/)[0];
  const hello = first ? `Olá, ${first}!` : 'Olá!';
  const intro = `${hello} Aqui é da ${facts.shopName}. Recebemos seu contato pelo ${facts.sourceName}`;
  if (!facts.carLabel) return `${intro}. Como posso te ajudar?`;
  if (facts.stockPrice === null)
    return `${intro} sobre o ${facts.carLabel}. Vou confirmar a disponibilidade para você. Qual o melhor horário para conversarmos?`;
  return `${intro} sobre o ${facts.carLabel}: ele está disponível por ${money.format(facts.stockPrice)}. Quer agendar uma visita ou um test drive?`;
}
