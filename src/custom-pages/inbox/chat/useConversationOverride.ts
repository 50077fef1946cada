import { useCallback, useState } from 'react';
import type { Conversation } from '../../../../contract/inbox';

/**
 * What the header changed, shown at once over the conversation the list handed in (spec 2 §4:
 * local override instead of a refetch). Once the list hands in a new object it already carries
 * the change, so the override is dropped rather than kept over newer data.
 */
export const useConversationOverride = (
  conversation: Conversation,
  onConversationChange?: (patch: Partial<Conversation>) => void,
) => {
  const [override, setOverride] = useState<{ base: Conversation; patch: Partial<Conversation> }>({
    base: conversation,
    patch: {},
  });
  const shown: Conversation =
    override.base === conversation ? { ...conversation, ...override.patch } : conversation;

  const applyPatch = useCallback(
    (patch: Partial<Conversation>) => {
      setOverride((current) =>
        current.base === conversation
          ? { base: conversation, patch: { ...current.patch, ...patch } }
          : { base: conversation, patch },
      );
      onConversationChange?.(patch);
    },
    [conversation, onConversationChange],
  );

  return { shown, applyPatch };
};
