const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const formatCount = (value: number): string => integer.format(value);

/** The server's '42.0%' shown the Brazilian way, '42,0%'; anything unexpected is shown as sent. */
export const formatRate = (rate: string): string => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(rate);
  return match ? percent.format(Number(match[1]) / 100) : rate;
};
