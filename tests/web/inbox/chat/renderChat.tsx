import { useState } from 'react';
import type { DataProvider } from 'react-admin';
import type { Conversation } from '../../../../contract/inbox';
import { ChatPane, type ChatPaneProps } from '../../../../src/custom-pages/inbox/chat/ChatPane';
import type { ChatDialog } from '../../../../src/custom-pages/inbox/chat/dialogs';
import { RealtimeContext } from '../../../../src/providers/realtime';
import { staticRealtime } from '../../dashboard/realtimeFakes';
import { signInAs } from '../../session';
import { renderWithAdmin } from '../../TestApp';
import { buildConversation } from './builders';

/** The pane with its dialog held in state, as the inbox holds it in the URL. */
const PaneWithDialog = (props: Omit<ChatPaneProps, 'dialog' | 'onDialogChange'>) => {
  const [dialog, setDialog] = useState<ChatDialog | null>(null);
  return <ChatPane {...props} dialog={dialog} onDialogChange={setDialog} />;
};

/** Signed in as Ana Souza (admin), the chat pane of `conversation`, with live events the test emits. */
export const renderChat = (
  conversation: Conversation | null = buildConversation(),
  {
    onBack,
    onConversationChange,
    dataProvider,
  }: {
    onBack?: () => void;
    onConversationChange?: (patch: Partial<Conversation>) => void;
    /** The CRUD calls' provider: in memory unless a test wants them through its fake `fetch`. */
    dataProvider?: DataProvider;
  } = {},
) => {
  signInAs('admin', { firstName: 'Ana', lastName: 'Souza', name: 'Ana Souza' });
  const realtime = staticRealtime(true);
  const view = renderWithAdmin(
    <RealtimeContext.Provider value={realtime.value}>
      <div style={{ height: 600 }}>
        <PaneWithDialog
          conversation={conversation}
          onBack={onBack}
          onConversationChange={onConversationChange}
        />
      </div>
    </RealtimeContext.Provider>,
    { path: '/whatsapp', dataProvider },
  );
  return { ...view, emit: realtime.emit };
};
