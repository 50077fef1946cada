import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Conversation, Message } from '../../../../contract/inbox';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { getStoredUser } from '../../../providers/session';
import { useToast } from '../../../ui/useToast';
import { errorDetailOf, failedMessageOf } from './sendErrors';

const LOCAL_PREFIX = 'local-';
/** The pause reason the server records when an operator answers (it switches the AI off itself). */
const HUMAN_REPLY_PAUSE = 'human_reply';

interface SendDeps {
  conversation: Conversation;
  /** Stores the server's version of a message in the newest page. */
  upsert: (messages: readonly Message[]) => void;
  onConversationChange: (patch: Partial<Conversation>) => void;
  /** Called as soon as the operator's message is on screen, to bring it into view. */
  onQueued?: () => void;
}

/** The operator's message as it looks while its send is running. */
const pendingMessage = (conversation: Conversation, id: string, text: string): Message => ({
  id,
  conversationId: conversation.id,
  instanceId: conversation.instanceId,
  content: text,
  timestamp: new Date().toISOString(),
  // Not stored yet: after everything of its second until the server's version replaces it.
  seq: Number.MAX_SAFE_INTEGER,
  direction: 'out',
  origin: 'human',
  isFromUser: false,
  isFromAi: false,
  isFromHuman: true,
  isFromFollowUp: false,
  senderName: getStoredUser()?.name ?? null,
  mediaType: null,
  mediaMimetype: null,
  mediaFilename: null,
  mediaSize: null,
  mediaUrl: null,
  status: 'pending',
  error: null,
});

/**
 * Sending and retrying (spec 2 §4 'Sending'): the message shows at once as pending, then as the
 * server stored it (sent, or failed with its reason). The server switches the AI off on a human
 * send, so the client only reflects it and makes no second call.
 */
export const useChatSend = ({ conversation, upsert, onConversationChange, onQueued }: SendDeps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [local, setLocal] = useState<Message[]>([]);
  const [sending, setSending] = useState(false);
  const sequence = useRef(0);

  const dropLocal = useCallback((id: string) => {
    setLocal((current) => current.filter((message) => message.id !== id));
  }, []);

  const markLocalFailed = useCallback((id: string, reason: string) => {
    setLocal((current) =>
      current.map((message) =>
        message.id === id ? { ...message, status: 'failed', error: reason } : message,
      ),
    );
  }, []);

  const notifyFailure = useCallback(
    (error: unknown) =>
      toast({ title: 'app.chat.errors.send', titleArgs: { detail: errorDetailOf(error) }, type: 'error' }),
    [toast],
  );

  /** The server stored the message as sent, and paused the AI of the conversation. */
  const confirm = useCallback(
    (sent: Message) => {
      upsert([sent]);
      onConversationChange({
        isAiActive: false,
        aiPausedReason: HUMAN_REPLY_PAUSE,
        lastMessage: sent.content,
        lastMessageAt: sent.timestamp,
      });
    },
    [upsert, onConversationChange],
  );

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '' || sending) return;
      sequence.current += 1;
      const localId = `${LOCAL_PREFIX}${sequence.current}`;
      setLocal((current) => [...current, pendingMessage(conversation, localId, message)]);
      onQueued?.();
      setSending(true);
      try {
        const { message: sent } = await dataProvider.sendMessage({
          conversationId: conversation.id,
          message,
          phoneNumber: conversation.contactNumber,
        });
        confirm(sent);
        dropLocal(localId);
      } catch (error) {
        // A 502 carries the message as the server stored it (failed, retryable by id).
        const stored = await failedMessageOf(error);
        if (stored) {
          upsert([stored]);
          dropLocal(localId);
        } else {
          markLocalFailed(localId, errorDetailOf(error));
        }
        notifyFailure(error);
      } finally {
        setSending(false);
      }
    },
    [
      dataProvider,
      conversation,
      sending,
      onQueued,
      confirm,
      dropLocal,
      upsert,
      markLocalFailed,
      notifyFailure,
    ],
  );

  /**
   * A message the server never saw is sent again; a stored failed one goes through the retry call;
   * a failed AI or follow-up message is re-sent as a new message (true once it is handed over).
   */
  const retry = useCallback(
    async (message: Message): Promise<boolean> => {
      if (message.origin === 'ai' || message.origin === 'followup') {
        try {
          const result = await dataProvider.resendMessage(message.id);
          if (result.status === 'failed') {
            toast({
              title: 'app.chat.errors.send',
              titleArgs: { detail: result.error ?? '' },
              type: 'error',
            });
          }
          return true;
        } catch (error) {
          notifyFailure(error);
          return false;
        }
      }
      if (message.id.startsWith(LOCAL_PREFIX)) {
        dropLocal(message.id);
        await send(message.content);
        return true;
      }
      upsert([{ ...message, status: 'pending', error: null }]);
      try {
        const { message: sent } = await dataProvider.retryMessage(message.id);
        confirm(sent);
        return true;
      } catch (error) {
        upsert([
          (await failedMessageOf(error)) ?? { ...message, status: 'failed', error: errorDetailOf(error) },
        ]);
        notifyFailure(error);
        return false;
      }
    },
    [dataProvider, dropLocal, send, upsert, confirm, notifyFailure, toast],
  );

  return { local, sending, send, retry };
};
