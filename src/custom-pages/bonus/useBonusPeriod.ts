import { useState } from 'react';
import { FIRST_BONUS_YEAR, lastBonusYear } from '../../../contract/bonuses';

/** The month shown, starting at the current one (within the years a bonus can be set for). */
export const useBonusPeriod = () => {
  const now = new Date();
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(
    Math.min(lastBonusYear(now), Math.max(FIRST_BONUS_YEAR, now.getFullYear())),
  );
  return { month, year, setMonth, setYear };
};

export const capProgress = (progress: number): number => Math.min(100, Math.max(0, progress));

export const formatMoney = (value: number): string =>
  value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
