export { parseWhatsAppText, plainWhatsAppText, type WhatsAppToken } from './parse';
export { WhatsAppText } from './WhatsAppText';
