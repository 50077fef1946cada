/**
 * The decide stage's one entry (docs/design.md §2): after the intake stored a batch's customer
 * messages, whether the AI answers each and what else they start; after a message typed on the
 * business phone, whether a human takes the conversation over.
 */
export {
  afterCustomerMessages,
  type BatchedCustomerMessage,
  type DecisionOutcome,
  decideIsolated,
  FIRST_CONTACT_PAUSE_REASON,
  type StoredCustomerMessage,
} from './after-customer-messages';
export { afterBusinessPhoneMessage, type BusinessPhoneMessage, HUMAN_TAKEOVER_REASON } from './takeover';
