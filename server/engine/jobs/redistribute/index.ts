/**
 * The idle-lead redistribution's one entry: the periodic sweep and its notices.
 */
export { registerRedistribution } from './register';
export { queueRedistributionSweep } from './sweep';
