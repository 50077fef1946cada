import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Instance } from '../../../../contract/instances';
import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { SwitchKind } from '../../../providers/data/instances';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useToast } from '../../../ui/useToast';
import { useConversationCache } from './conversationQueries';
import { failureOf } from './failure';
import { useInstanceSettings } from './useInboxInstances';

export interface GlobalSwitch {
  on: boolean;
  busy: boolean;
  /** Nothing to switch yet (no instance, or its settings still loading), or a request runs. */
  disabled: boolean;
  toggle: () => void;
}

const FLAG = { ai: 'globalAiEnabled', followup: 'globalFollowupEnabled' } as const;
const TEXTS: Readonly<
  Record<SwitchKind, { done: MessageKey; failed: MessageKey; on: MessageKey; off: MessageKey }>
> = {
  ai: {
    done: 'app.inbox.global.aiDone',
    failed: 'app.inbox.global.aiFailed',
    on: 'app.inbox.global.on',
    off: 'app.inbox.global.off',
  },
  followup: {
    done: 'app.inbox.global.followUpDone',
    failed: 'app.inbox.global.followUpFailed',
    on: 'app.inbox.global.followUpOn',
    off: 'app.inbox.global.followUpOff',
  },
};

/**
 * The AI and follow-up buttons above the list (spec 2 §4). A button is on only if every instance
 * has the flag (all instances), or if the filtered instance's settings have it. A click flips the
 * instance(s) and all their conversations on the server in one transaction.
 */
export const useGlobalSwitches = (instanceId: string | null, instances: readonly Instance[]) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const cache = useConversationCache();
  const settings = useInstanceSettings(instanceId);
  const [busy, setBusy] = useState<SwitchKind | null>(null);

  const stateOf = (kind: SwitchKind): boolean | undefined => {
    // The AI's state is the instance's one field, the same the dashboard's badge reads.
    if (kind === 'ai') {
      const shown = instanceId ? instances.filter((instance) => instance.id === instanceId) : instances;
      if (instanceId && shown.length === 0) return settings.data?.globalAiEnabled;
      return shown.length > 0 && shown.every((instance) => instance.aiActive);
    }
    if (instanceId) return settings.data?.[FLAG[kind]];
    return instances.length > 0 && instances.every((instance) => instance[FLAG[kind]]);
  };

  const run = useCallback(
    async (kind: SwitchKind, enabled: boolean) => {
      setBusy(kind);
      const texts = TEXTS[kind];
      try {
        const result = await dataProvider.setGlobalSwitch(kind, instanceId, enabled);
        cache.patchInstance(
          instanceId,
          kind === 'ai'
            ? enabled
              ? { isAiActive: true, aiPausedReason: null }
              : { isAiActive: false }
            : { isFollowUpActive: enabled },
        );
        await queryClient.invalidateQueries({ queryKey: ['instances'] });
        toast({
          title: texts.done,
          titleArgs: { state: t(enabled ? texts.on : texts.off), conversations: result.conversations },
          type: 'success',
        });
      } catch (error) {
        const failure = failureOf(error);
        const detail =
          failure.kind === 'http'
            ? t('app.inbox.global.httpDetail', { status: failure.status, body: failure.body })
            : failure.detail;
        toast({ title: texts.failed, titleArgs: { detail }, type: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [dataProvider, instanceId, cache, queryClient, toast, t],
  );

  // Each switch is the same object until its state changes, so the memoized buttons skip the
  // renders of the pane that change nothing of theirs.
  const switchOf = useCallback(
    (kind: SwitchKind, on: boolean | undefined): GlobalSwitch => ({
      on: on === true,
      busy: busy === kind,
      disabled: busy !== null || on === undefined || (instanceId === null && instances.length === 0),
      toggle: () => void run(kind, on !== true),
    }),
    [busy, instanceId, instances.length, run],
  );
  const aiOn = stateOf('ai');
  const followUpOn = stateOf('followup');
  const ai = useMemo(() => switchOf('ai', aiOn), [switchOf, aiOn]);
  const followUp = useMemo(() => switchOf('followup', followUpOn), [switchOf, followUpOn]);
  return { ai, followUp };
};
