import { z } from 'zod';

/**
 * Messages for the checks the contract does not word itself (a wrong type, an unknown enum value)
 * come in Brazilian Portuguese too. Messages written in contract/ take precedence over these.
 */
export function applyBrazilianValidationMessages(): void {
  z.config(z.locales.ptBR());
}
