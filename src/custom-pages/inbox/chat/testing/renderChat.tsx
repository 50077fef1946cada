import type { Conversation } from '../../../../../contract/inbox';
import { staticRealtime } from '../../../../../tests/web/dashboard/realtimeFakes';
import { signInAs } from '../../../../../tests/web/session';
import { renderWithAdmin } from '../../../../../tests/web/TestApp';
import { RealtimeContext } from '../../../../providers/realtime';
import { ChatPane } from '../ChatPane';
import { buildConversation } from './builders';

/** Signed in as Ana Souza (admin), the chat pane of `conversation`, with live events the test emits. */
export const renderChat = (
  conversation: Conversation | null = buildConversation(),
  {
    onBack,
    onConversationChange,
  }: { onBack?: () => void; onConversationChange?: (patch: Partial<Conversation>) => void } = {},
) => {
  signInAs('admin', { firstName: 'Ana', lastName: 'Souza', name: 'Ana Souza' });
  const realtime = staticRealtime(true);
  const view = renderWithAdmin(
    <RealtimeContext.Provider value={realtime.value}>
      <div style={{ height: 600 }}>
        <ChatPane conversation={conversation} onBack={onBack} onConversationChange={onConversationChange} />
      </div>
    </RealtimeContext.Provider>,
    { path: '/whatsapp' },
  );
  return { ...view, emit: realtime.emit };
};
