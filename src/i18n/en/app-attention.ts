import type { AppMessages } from '../pt-BR';

export const attentionEn = {
  instanceFailing: 'AI failing',
  keyRejected: 'key refused',
  lastFailureAt: 'Last failure at %{time}',
  keyRejectedHint: 'Replies are stopped until the key is changed in the settings.',
  needsAttention: 'needs attention',
  needsAttentionFilter: 'Needs attention',
  needsAttentionTooltip: 'The AI could not reply: %{reason}',
  removeKey: 'Remove key',
  keyRemoved: 'Key removed',
  keyAccepted: 'API key accepted by the provider',
  keyUnverified: 'Key saved, but it could not be checked right now',
  readOnlyNote: 'Only administrators can change these settings. You can view them.',
  outOfRange: '%{field} must be between %{min} and %{max}',
  token: 'API token',
  moreActions: 'More actions',
  moreInstanceActions: 'More actions for %{name}',
} satisfies AppMessages['app']['attention'];
