import type { QualificationLevel } from '../../contract/constants';

/** The palette colour of each AI qualification level, the same on the board and in the inbox. */
export const QUALIFICATION_COLOR: Record<QualificationLevel, 'error' | 'warning' | 'info'> = {
  HOT: 'error',
  WARM: 'warning',
  COLD: 'info',
};
