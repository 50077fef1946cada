import type { GatewayError, GatewayName } from './errors';

/** How a sentence names the gateway: as its subject, and as the place something was looked for. */
interface Naming {
  subject: string;
  at: string;
}

const NAMES: Record<GatewayName, Naming> = {
  evolution: { subject: 'O Evolution', at: 'no Evolution' },
  cloud: { subject: 'O WhatsApp oficial (Cloud API)', at: 'no WhatsApp oficial (Cloud API)' },
  simulator: { subject: 'O simulador', at: 'no simulador' },
};

/** An error raised outside the adapters: say "WhatsApp" rather than guess a gateway. */
const UNKNOWN: Naming = { subject: 'O serviço do WhatsApp', at: 'no serviço do WhatsApp' };

/**
 * A pt-BR sentence for a gateway failure, for toasts, the message's `error` column and the monitor.
 * It names the gateway that refused (the instance's provider), so a shop on the official API is not
 * sent looking at an Evolution server it does not have. The gateway's own text is appended only
 * where it helps a person act on it; Evolution often answers with '[object Object]', which says
 * nothing to anyone.
 */
export function gatewayErrorMessagePtBr(error: GatewayError): string {
  const detail = usefulDetail(error.gatewayMessage);
  const name = error.gateway ? NAMES[error.gateway] : UNKNOWN;
  switch (error.reason) {
    case 'instance_not_found':
      return `Instância não encontrada ${name.at}.`;
    case 'name_in_use':
      return `Já existe uma instância com esse nome ${name.at}.`;
    case 'number_not_on_whatsapp':
      return 'Este número não tem WhatsApp.';
    case 'not_connected':
      return 'A instância está desconectada do WhatsApp. Conecte-a lendo o QR Code.';
    case 'qr_limit':
      return 'O limite de QR Codes foi atingido. Gere um novo QR Code para conectar.';
    case 'token_invalid':
      return 'O token de acesso da API oficial do WhatsApp é inválido ou expirou. Gere um novo token no Meta Business.';
    case 'rate_limited':
      return 'Limite de envios da API oficial do WhatsApp atingido. Aguarde alguns minutos e tente novamente.';
    case 'reengagement_required':
      return 'Mais de 24 horas desde a última mensagem do cliente: só é possível enviar um modelo aprovado.';
    case 'object_not_found':
      return 'O número (Phone number ID) não foi encontrado na conta da Meta com este token.';
    case 'invalid_response':
      return `${name.subject} respondeu de forma inesperada. Tente novamente.`;
    default:
      break;
  }
  switch (error.kind) {
    case 'not_found':
      return `Instância não encontrada ${name.at}.`;
    case 'unauthorized':
      return 'Token ou API Key inválidos';
    case 'bad_request':
      return `${name.subject} recusou a requisição${detail}.`;
    case 'rejected':
      return `${name.subject} recusou a operação${detail}.`;
    case 'timeout':
      return `${name.subject} não respondeu a tempo. Tente novamente.`;
    case 'unavailable':
      return `${name.subject} está indisponível no momento. Tente novamente.`;
  }
}

function usefulDetail(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || trimmed === '[object Object]') return '';
  return `: ${trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed}`;
}
