import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CONVERSATION_FOLLOWUP_DEFAULTS } from '../../../../contract/constants';
import type { Conversation, FollowupToggleBody } from '../../../../contract/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useToast } from '../../../ui/useToast';
import { useConversationCache } from './conversationQueries';
import { failureOf } from './failure';

export type CardSwitch = 'ai' | 'followUp';

/** Which switches of which cards have a request running: `${conversationId}:${switch}`. */
type BusySet = ReadonlySet<string>;
const busyKey = (id: string, kind: CardSwitch) => `${id}:${kind}`;

/**
 * The cards' 'IA' and 'F-up' buttons (spec 2 §4, per conversation): the card flips at once, shows a
 * spinner while the server answers, takes the server's values on success and goes back on failure
 * with spec 2 §8's text. Each button of each card runs on its own.
 */
export const useCardSwitches = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const cache = useConversationCache();
  const [busy, setBusy] = useState<BusySet>(new Set());

  const mark = useCallback((key: string, running: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (running) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const toggle = useCallback(
    async (conversation: Conversation, kind: CardSwitch) => {
      const key = busyKey(conversation.id, kind);
      if (busy.has(key)) return;
      const enabled = kind === 'ai' ? !conversation.isAiActive : !conversation.isFollowUpActive;
      const before: Partial<Conversation> =
        kind === 'ai'
          ? { isAiActive: conversation.isAiActive, aiPausedReason: conversation.aiPausedReason }
          : { isFollowUpActive: conversation.isFollowUpActive };
      cache.patch(conversation.id, kind === 'ai' ? { isAiActive: enabled } : { isFollowUpActive: enabled });
      mark(key, true);
      try {
        if (kind === 'ai') {
          const { conversation: saved } = await dataProvider.toggleConversationAi(conversation.id, enabled);
          cache.patch(conversation.id, {
            isAiActive: saved.isAiActive,
            aiPausedReason: saved.aiPausedReason,
          });
        } else {
          // Spec 2 §9: switching it on sends the default delay (minutes) and message.
          const body: FollowupToggleBody = enabled
            ? {
                enabled,
                followupTime: conversation.followupTime ?? CONVERSATION_FOLLOWUP_DEFAULTS.followupTime,
                followupMessage:
                  conversation.followupMessage ?? CONVERSATION_FOLLOWUP_DEFAULTS.followupMessage,
              }
            : { enabled };
          const { conversation: saved } = await dataProvider.toggleConversationFollowup(
            conversation.id,
            body,
          );
          cache.patch(conversation.id, {
            isFollowUpActive: saved.isFollowUpActive,
            followupTime: saved.followupTime,
            followupMessage: saved.followupMessage,
          });
        }
      } catch (error) {
        cache.patch(conversation.id, before);
        const failure = failureOf(error);
        toast(
          failure.kind === 'http'
            ? {
                title: 'app.inbox.card.toggleHttp',
                titleArgs: { status: failure.status, body: failure.body },
                type: 'error',
              }
            : { title: 'app.inbox.card.toggleNetwork', titleArgs: { detail: failure.detail }, type: 'error' },
        );
      } finally {
        mark(key, false);
      }
    },
    [dataProvider, busy, cache, mark, toast],
  );

  const isBusy = useCallback((id: string, kind: CardSwitch) => busy.has(busyKey(id, kind)), [busy]);
  return { toggle, isBusy };
};
