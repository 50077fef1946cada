export {
  type BubbleKind,
  type BubbleStyle,
  type BubbleTone,
  bubbleKindOf,
  bubbleStyleOf,
} from './bubbleStyle';
export { buildChatRows, type ChatRow } from './chatRows';
export { dateSeparatorLabel, dayKeyOf, messageTime } from './dateSeparator';
export { formatFileSize } from './fileSize';
export {
  type MessagePageData,
  mergeMessages,
  normaliseMessagePage,
  upsertIntoNewestPage,
} from './messagePages';
export { playedBars, seekTimeAt, WAVEFORM_BARS, waveformBars } from './waveform';
