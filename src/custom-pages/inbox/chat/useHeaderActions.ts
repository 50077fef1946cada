import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CONVERSATION_FOLLOWUP_DEFAULTS } from '../../../../contract/constants';
import type { Conversation, FollowupToggleBody } from '../../../../contract/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { toggleErrorOf } from './sendErrors';

type Busy = 'ai' | 'followUp' | 'rename' | null;

/** Lists that show a contact's name: the inbox's and the lead board's (spec 2 §7, rename). */
const NAME_LISTS = ['conversations', 'leads'];

/**
 * The header's AI and follow-up switches (spec 2 §4, per conversation) and the contact's rename.
 * Each reports what the server answered through `onChange`, so the header and the list follow.
 */
export const useHeaderActions = (
  conversation: Conversation,
  onChange: (patch: Partial<Conversation>) => void,
) => {
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);

  const notifyToggleFailure = useCallback(
    (error: unknown) => {
      const failure = toggleErrorOf(error);
      toast(
        failure.kind === 'http'
          ? { title: 'app.chat.errors.toggleHttp', titleArgs: { ...failure }, type: 'error' }
          : { title: 'app.chat.errors.network', titleArgs: { detail: failure.detail }, type: 'error' },
      );
    },
    [toast],
  );

  const run = useCallback(
    async (kind: Exclude<Busy, null>, action: () => Promise<void>, onError: (error: unknown) => void) => {
      setBusy(kind);
      try {
        await action();
      } catch (error) {
        onError(error);
      } finally {
        setBusy(null);
      }
    },
    [],
  );

  const toggleAi = () =>
    run(
      'ai',
      async () => {
        const { conversation: saved } = await dataProvider.toggleConversationAi(
          conversation.id,
          !conversation.isAiActive,
        );
        onChange({ isAiActive: saved.isAiActive, aiPausedReason: saved.aiPausedReason });
      },
      notifyToggleFailure,
    );

  const toggleFollowUp = () => {
    const enabled = !conversation.isFollowUpActive;
    // Spec 2 §9: switching it on sends the default delay (minutes) and message.
    const body: FollowupToggleBody = enabled
      ? {
          enabled,
          followupTime: conversation.followupTime ?? CONVERSATION_FOLLOWUP_DEFAULTS.followupTime,
          followupMessage: conversation.followupMessage ?? CONVERSATION_FOLLOWUP_DEFAULTS.followupMessage,
        }
      : { enabled };
    return run(
      'followUp',
      async () => {
        const { conversation: saved } = await dataProvider.toggleConversationFollowup(conversation.id, body);
        onChange({
          isFollowUpActive: saved.isFollowUpActive,
          followupTime: saved.followupTime,
          followupMessage: saved.followupMessage,
        });
      },
      notifyToggleFailure,
    );
  };

  /** Resolves whether the name was saved, so the dialog knows to close. */
  const rename = async (contactName: string): Promise<boolean> => {
    let saved = false;
    await run(
      'rename',
      async () => {
        const { conversation: renamed } = await dataProvider.renameContact(conversation.id, contactName);
        onChange({ contactName: renamed.contactName });
        for (const key of NAME_LISTS) void queryClient.invalidateQueries({ queryKey: [key] });
        toast({ title: 'app.chat.rename.success', type: 'success' });
        saved = true;
      },
      (error) => toast({ title: 'app.chat.rename.failed', detail: serverMessageOf(error), type: 'error' }),
    );
    return saved;
  };

  return { busy, toggleAi, toggleFollowUp, rename };
};
