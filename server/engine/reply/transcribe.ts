import { eq } from 'drizzle-orm';
import type { SpeechProvider } from '../../ai/port';
import { messages } from '../../db/schema';
import type { EngineDeps } from '../deps';
import { mediaOfMessage } from '../media';
import { type ContextMessage, needsTranscription } from '../shared/conversation-context';

export interface TranscriptionReport {
  messageId: string;
  ok: boolean;
  error?: string;
}

const extensionOf = (mimetype: string): string => {
  if (mimetype.includes('ogg') || mimetype.includes('opus')) return 'ogg';
  if (mimetype.includes('mpeg') || mimetype.includes('mp3')) return 'mp3';
  if (mimetype.includes('mp4') || mimetype.includes('m4a') || mimetype.includes('aac')) return 'm4a';
  if (mimetype.includes('wav')) return 'wav';
  return 'ogg';
};

/**
 * Transcribes the customer's voice notes in the context that have no text yet, stores each
 * transcription on its message (the inbox shows it, the next reply reuses it) and puts it in the
 * context. A note that cannot be transcribed keeps its placeholder ('[Mensagem de voz]'): the reply
 * still goes out, and the report says why.
 */
export async function transcribeVoiceNotes(
  deps: EngineDeps,
  tenantId: string,
  speech: SpeechProvider | null,
  context: ContextMessage[],
): Promise<TranscriptionReport[]> {
  const pending = context.filter(needsTranscription);
  if (pending.length === 0) return [];
  if (!speech?.capabilities.transcribe) {
    return pending.map((message) => ({
      messageId: message.id,
      ok: false,
      error: 'provider cannot transcribe',
    }));
  }
  const reports: TranscriptionReport[] = [];
  for (const message of pending) {
    try {
      const media = await mediaOfMessage(deps, tenantId, message.id);
      if (!media) throw new Error('no audio stored for this message');
      const mimetype = media.mimetype ?? 'audio/ogg';
      const { text } = await speech.transcribe({
        bytes: media.bytes,
        mimetype,
        filename: `audio.${extensionOf(mimetype)}`,
      });
      const transcription = text.trim();
      if (!transcription) throw new Error('empty transcription');
      await deps.db.update(messages).set({ transcription }).where(eq(messages.id, message.id));
      message.transcription = transcription;
      reports.push({ messageId: message.id, ok: true });
    } catch (error) {
      deps.log.warn({ err: error, messageId: message.id }, 'voice note not transcribed');
      reports.push({
        messageId: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return reports;
}
