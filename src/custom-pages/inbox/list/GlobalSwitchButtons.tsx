import { Button, CircularProgress } from '@mui/material';
import { memo } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { GlobalSwitch } from '../data/useGlobalSwitches';

interface SwitchTexts {
  label: MessageKey;
  onAll: MessageKey;
  offAll: MessageKey;
  onOne: MessageKey;
  offOne: MessageKey;
}

const AI: SwitchTexts = {
  label: 'app.inbox.global.ai',
  onAll: 'app.inbox.global.aiOnAll',
  offAll: 'app.inbox.global.aiOffAll',
  onOne: 'app.inbox.global.aiOnOne',
  offOne: 'app.inbox.global.aiOffOne',
};
const FOLLOW_UP: SwitchTexts = {
  label: 'app.inbox.global.followUp',
  onAll: 'app.inbox.global.followUpOnAll',
  offAll: 'app.inbox.global.followUpOffAll',
  onOne: 'app.inbox.global.followUpOnOne',
  offOne: 'app.inbox.global.followUpOffOne',
};

const GlobalButton = ({
  state,
  texts,
  single,
}: {
  state: GlobalSwitch;
  texts: SwitchTexts;
  single: boolean;
}) => {
  const t = useAppTranslate();
  const hint = state.on ? (single ? texts.onOne : texts.onAll) : single ? texts.offOne : texts.offAll;
  return (
    <Button
      size="small"
      variant={state.on ? 'contained' : 'outlined'}
      color={state.on ? 'success' : 'inherit'}
      aria-pressed={state.on}
      title={t(hint)}
      disabled={state.disabled}
      onClick={state.toggle}
      startIcon={state.busy ? <CircularProgress size={14} color="inherit" /> : undefined}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t(texts.label)}
    </Button>
  );
};

interface GlobalSwitchButtonsProps {
  ai: GlobalSwitch;
  followUp: GlobalSwitch;
  /** One instance is filtered: the buttons act on it alone. */
  single: boolean;
}

/** The global AI and follow-up buttons above the list (spec 2 §2.4, §4). Memoized, as the pane's filters. */
export const GlobalSwitchButtons = memo(function GlobalSwitchButtons({
  ai,
  followUp,
  single,
}: GlobalSwitchButtonsProps) {
  return (
    <>
      <GlobalButton state={ai} texts={AI} single={single} />
      <GlobalButton state={followUp} texts={FOLLOW_UP} single={single} />
    </>
  );
});
