import { useState } from 'react';

/** The month shown, starting at the current one (years limited to the spec's 2024–2026). */
export const useBonusPeriod = () => {
  const now = new Date();
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(Math.min(2026, Math.max(2024, now.getFullYear())));
  return { month, year, setMonth, setYear };
};

export const capProgress = (progress: number): number => Math.min(100, Math.max(0, progress));

export const formatMoney = (value: number): string =>
  value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
