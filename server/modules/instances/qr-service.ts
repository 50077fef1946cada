import type { FastifyInstance } from 'fastify';
import type { QrResponse } from '../../../contract/dashboard';
import { GatewayError } from '../../gateways/errors';
import type { QrState } from '../../gateways/port';
import { gatewayForInstance } from '../../gateways/resolve';
import type { AuthContext } from '../../lib/auth-context';
import { applyGatewayState, loadGatewayRow } from './connection-service';
import * as dashboardRepo from './dashboard-repository';
import { gatewayHttpError, gatewayMessage } from './gateway-errors';
import { connectRegistered } from './provisioning';

/**
 * GET /api/instances/:id/fetch-evolution-qr: the answer the QR dialog branches on (spec 1 §4):
 * already connected, a QR to scan, "still generating" (keep polling), an expired token (offer the
 * token dialog) or a service failure (HTTP 502).
 */

type GatewayRow = dashboardRepo.InstanceGatewayRow;

export interface QrAnswer {
  status: 200 | 502 | 504;
  body: QrResponse;
}

const base = (row: GatewayRow) => ({
  qrCode: null,
  alreadyConnected: false,
  isTemporary: false,
  tokenStatus: 'valid' as const,
  requiresNewToken: false,
  pairingCode: null,
  gateway: row.gateway,
});

async function answerFor(app: FastifyInstance, row: GatewayRow, qr: QrState): Promise<QrResponse> {
  switch (qr.state) {
    case 'open':
      await applyGatewayState(app, row, 'open');
      return { ...base(row), success: true, alreadyConnected: true, message: 'WhatsApp já está conectado' };
    case 'qr':
      // A QR means no session: whatever the row said, the number is not connected right now.
      await applyGatewayState(app, row, 'connecting', false);
      await dashboardRepo.saveQrCode(app.db, row.organizationId, row.id, qr.qrCode, new Date());
      return {
        ...base(row),
        success: true,
        qrCode: qr.qrCode,
        pairingCode: qr.pairingCode,
        message: 'Escaneie o QR Code com o WhatsApp do celular',
      };
    case 'pending':
      return {
        ...base(row),
        success: true,
        isTemporary: true,
        message: 'Gerando o QR Code… aguarde alguns segundos',
      };
    case 'qr_limit':
      return {
        ...base(row),
        success: true,
        isTemporary: true,
        message: 'O limite de QR Codes foi atingido. Um novo QR Code está sendo gerado.',
      };
  }
}

function failureAnswer(row: GatewayRow, error: GatewayError): QrAnswer {
  const message = gatewayMessage(error);
  if (error.kind === 'unauthorized') {
    // 200, not 401: the dialog must show "token expired", not log the user out.
    return {
      status: 200,
      body: {
        ...base(row),
        success: false,
        tokenStatus: 'expired',
        requiresNewToken: true,
        message,
        error: 'gateway_unauthorized',
      },
    };
  }
  const http = gatewayHttpError(error);
  return {
    status: http.status === 504 ? 504 : 502,
    body: { ...base(row), success: false, tokenStatus: null, message, error: http.code },
  };
}

export async function fetchQr(app: FastifyInstance, actor: AuthContext, id: string): Promise<QrAnswer> {
  const row = await loadGatewayRow(app, actor, id);
  try {
    const resolved = await gatewayForInstance(app, row);
    let qr = await connectRegistered(app, row, resolved);
    // After the QR limit the gateway has given up on this cycle; one more connect starts a new one.
    if (qr.state === 'qr_limit') qr = await resolved.gateway.connect(resolved.ref);
    return { status: 200, body: await answerFor(app, row, qr) };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    app.log.warn({ err: error, instanceId: row.id }, 'QR code not fetched');
    return failureAnswer(row, error);
  }
}
