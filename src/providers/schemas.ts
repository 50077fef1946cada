/**
 * The contract's schemas the app shell uses at run time (sign-in, session check, socket events).
 * Loaded apart from the entry through `contractSchemas()`: zod and these schemas are not needed to
 * draw the login page or the first frame.
 */
export { LoginBody, LoginResponse, MeResponse, SignedIn } from '../../contract/auth';
export { RealtimeEvent } from '../../contract/realtime';
export { TwoFactorEnrolled, TwoFactorSetup } from '../../contract/two-factor';
