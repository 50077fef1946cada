import { z } from 'zod';

/** Building blocks of the settings schemas: every message names the field in Portuguese. */

export interface NumberRule {
  label: string;
  bounds: { min: number; max: number };
  unit?: string;
  integer?: boolean;
}

/** Decimal comma, as the dialog shows numbers. */
export const decimal = (value: number): string => String(value).replace('.', ',');

/** A number within inclusive bounds (spec 1 §5); out of range answers the range and the unit. */
export function bounded({ label, bounds, unit, integer }: NumberRule) {
  const range = `${label} deve estar entre ${decimal(bounds.min)} e ${decimal(bounds.max)}${unit ? ` ${unit}` : ''}`;
  const base = z.number({ message: `${label} deve ser um número` });
  return (integer ? base.int({ message: `${label} deve ser um número inteiro` }) : base)
    .min(bounds.min, { message: range })
    .max(bounds.max, { message: range });
}

export const flag = (label: string) => z.boolean({ message: `${label} deve ser verdadeiro ou falso` });

export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} deve ser um texto` })
    .max(max, { message: `${label} deve ter no máximo ${max} caracteres` });
