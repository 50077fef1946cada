/**
 * The ports the message pipeline talks to. Adapters (openai/, gemini/, deepseek/, demo/) implement
 * them; nothing outside server/ai imports an SDK.
 */
import type { QualificationLevel } from '../../contract/constants';
import type { AiProviderId } from './errors';
import type { StockOffer } from './stock-offer';

export type { AiErrorKind, AiProviderId } from './errors';
export { AiProviderError, isAiProviderError } from './errors';

export interface ChatMessage {
  /** `user` is the customer, `assistant` is us (the AI or a human on the phone). */
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  model: string;
  /** Built by `buildReplySystemPrompt` (prompt.ts). */
  system: string;
  /** Oldest first. */
  messages: readonly ChatMessage[];
  temperature: number;
  topP: number;
  maxTokens?: number;
  /** Aborts the call and its retries (job cancelled, shutdown). */
  signal?: AbortSignal;
  /**
   * The stock cars the system prompt offers (already written into `system`); adapters that read
   * only the prompt ignore it, the offline demo answers from it.
   */
  stock?: StockOffer | null;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export interface ChatResult {
  text: string;
  usage?: TokenUsage;
  /** The model that actually answered, as the provider reports it. */
  model: string;
}

export interface QualifyRequest {
  model: string;
  temperature: number;
  topP: number;
  /** The conversation to judge, oldest first. */
  messages: readonly ChatMessage[];
  signal?: AbortSignal;
}

export interface QualificationResult {
  level: QualificationLevel;
  /** 0–100, consistent with the level (HOT 70–100, WARM 40–69, COLD 0–39). */
  score: number;
  /** One short pt-BR sentence for the seller. */
  reason: string;
}

export interface LlmProvider {
  readonly id: AiProviderId;
  chat(request: ChatRequest): Promise<ChatResult>;
  qualify(request: QualifyRequest): Promise<QualificationResult>;
}

export type AudioFormat = 'mp3' | 'opus';

export interface SynthesizeRequest {
  text: string;
  voice: string;
  speed: number;
  /** `mp3` for the voice test in the settings dialog, `opus` for a WhatsApp voice note. */
  format: AudioFormat;
  signal?: AbortSignal;
}

export interface SynthesizedAudio {
  bytes: Uint8Array;
  mimetype: string;
}

export interface TranscribeRequest {
  bytes: Uint8Array;
  mimetype: string;
  filename: string;
  signal?: AbortSignal;
}

export interface SpeechCapabilities {
  synthesize: boolean;
  transcribe: boolean;
}

export interface SpeechProvider {
  readonly id: AiProviderId;
  /** Not every provider does both; calling a missing one throws a `bad_request` AiProviderError. */
  readonly capabilities: SpeechCapabilities;
  synthesize(request: SynthesizeRequest): Promise<SynthesizedAudio>;
  transcribe(request: TranscribeRequest): Promise<{ text: string }>;
}
