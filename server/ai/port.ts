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

/** A tool the model may call: its parameters as a JSON schema (each adapter adapts the dialect). */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A call the model asked for. `arguments` is the provider's raw form: a JSON string or an object. */
export interface ToolCall {
  /** The provider's id, or one the adapter made up when the provider gives none (Gemini may not). */
  id: string;
  name: string;
  arguments: string | Record<string, unknown>;
  /** Gemini's thought signature of the call: it must go back with the call on the next round. */
  signature?: string;
}

export interface ToolResultMessage {
  callId: string;
  name: string;
  /** JSON-able: the tool's result, or `{ error }` the model can recover from. */
  content: Record<string, unknown>;
}

/**
 * One round of the tool loop, replayed after the conversation on the next call in the provider's
 * own format: what the model said and asked for, then what each call answered.
 */
export interface ToolRound {
  text: string;
  calls: readonly ToolCall[];
  results: readonly ToolResultMessage[];
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
  /** Tools the model may call this turn; absent or empty, it can only answer in text. */
  tools?: readonly ToolSpec[];
  /** `none` keeps the tools declared (the rounds refer to them) but demands a text answer. */
  toolChoice?: 'auto' | 'none';
  /** The tool rounds of this reply so far, oldest first. */
  toolRounds?: readonly ToolRound[];
  /** The app's clock, for a provider that reads relative dates itself (the offline demo). */
  now?: Date;
  /** The shop's IANA time zone, with `now`. */
  timeZone?: string;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export interface ChatResult {
  /** May be empty when the model only asks for tools. */
  text: string;
  /** The tools the model wants run before it answers; empty or absent, `text` is the answer. */
  toolCalls?: readonly ToolCall[];
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
