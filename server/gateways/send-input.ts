import { localError } from './http';
import type { SendMediaInput } from './port';

/** Checks and shapes of the port's send inputs that every adapter talking to a real gateway shares. */

/** An empty text is refused before it leaves: both gateways would answer a 400 for it anyway. */
export function requireText(operation: string, text: string): void {
  if (!text.trim()) throw localError(operation, 'Text is required');
}

/** A document sent as bytes needs a name: the customer's phone shows it and opens the file by it. */
export function requireDocumentName(input: SendMediaInput): void {
  if (input.type === 'document' && 'base64' in input.media && !input.fileName)
    throw localError('sendMedia', 'fileName is required for a base64 document');
}

/** Raw base64: callers may hand in a `data:` URI, which neither gateway accepts. */
export function rawBase64(base64: string): string {
  return base64.replace(/^data:[^,]*,/, '');
}
