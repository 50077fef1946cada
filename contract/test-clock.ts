import { z } from 'zod';

/** Browser tests only (TEST_CLOCK_CONTROL): how far to move the app's clock forward. */
export const TestClockBody = z.object({
  advanceMs: z
    .number({ message: 'Informe quanto avançar, em milissegundos' })
    .int('Avance um número inteiro de milissegundos')
    .min(0, 'O relógio só anda para a frente')
    .max(31 * 86_400_000, 'No máximo 31 dias por vez'),
});
export type TestClockBody = z.infer<typeof TestClockBody>;

export const TestClockResponse = z.object({
  /** The app's time after the move, ISO. */
  now: z.string(),
  /** Jobs that came due and ran. */
  jobsRun: z.number().int(),
});
