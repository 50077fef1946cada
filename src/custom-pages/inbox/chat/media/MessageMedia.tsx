import type { Message } from '../../../../../contract/inbox';
import { AudioPlayer } from './AudioPlayer';
import { FileMedia } from './FileMedia';
import { ImageMedia } from './ImageMedia';

/** Spec 2 §2.4: an image, an audio player, or any other file with its name and size. */
export const MessageMedia = ({ message }: { message: Message }) => {
  switch (message.mediaType) {
    case null:
      return null;
    case 'image':
    case 'sticker':
      return <ImageMedia message={message} />;
    case 'audio':
      return <AudioPlayer message={message} />;
    default:
      return <FileMedia message={message} />;
  }
};
