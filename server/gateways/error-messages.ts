import type { GatewayError } from './errors';

/**
 * A pt-BR sentence for a gateway failure, for toasts, the message's `error` column and the monitor.
 * The gateway's own text is appended only where it helps a person act on it; Evolution often
 * answers with '[object Object]', which says nothing to anyone.
 */
export function gatewayErrorMessagePtBr(error: GatewayError): string {
  const detail = usefulDetail(error.gatewayMessage);
  switch (error.reason) {
    case 'instance_not_found':
      return 'Instância não encontrada no Evolution.';
    case 'name_in_use':
      return 'Já existe uma instância com esse nome no Evolution.';
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
      return 'O Evolution respondeu de forma inesperada. Tente novamente.';
    default:
      break;
  }
  switch (error.kind) {
    case 'not_found':
      return 'Instância não encontrada no Evolution.';
    case 'unauthorized':
      return 'Token ou API Key inválidos';
    case 'bad_request':
      return `O Evolution recusou a requisição${detail}.`;
    case 'rejected':
      return `O Evolution recusou a operação${detail}.`;
    case 'timeout':
      return 'O Evolution não respondeu a tempo. Tente novamente.';
    case 'unavailable':
      return 'O Evolution está indisponível no momento. Tente novamente.';
  }
}

function usefulDetail(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || trimmed === '[object Object]') return '';
  return `: ${trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed}`;
}
