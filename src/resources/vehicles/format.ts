/** pt-BR figures of the stock: "R$ 62.900", "45.210 km". */
export const formatPrice = (price: number): string =>
  price.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

export const formatKm = (km: number): string => `${km.toLocaleString('pt-BR')} km`;
