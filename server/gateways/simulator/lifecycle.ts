import { randomUUID } from 'node:crypto';
import type { ConnectionState } from '../events';
import type { CreatedInstance, CreateInstanceInput, GatewayInstanceRef, QrState } from '../port';
import { deliverQuietly, envelopeFacts, nowOf, requireInstance, type SimulatorDeps } from './context';
import { simulatorQrCode, simulatorQrDataUrl } from './qr-image';
import { setSimulatorState } from './store';
import { connectionUpdateBody, qrcodeUpdatedBody } from './webhook-bodies';

/**
 * Instance lifecycle of the simulated gateway. Its state lives in the instance row
 * (`connectionState`, `qrCode`); every change is also announced through the intake, as Evolution
 * does with `connection.update` and `qrcode.updated`, so the stored connection and the live events
 * come from the same code whichever gateway runs.
 */

/** Shows the QR (close → connecting); the instance only opens when the simulator page scans it. */
export async function connect(deps: SimulatorDeps, ref: GatewayInstanceRef): Promise<QrState> {
  const row = await requireInstance(deps, ref, 'connect');
  if (row.connectionState === 'open') return { state: 'open' };
  const qr = { code: simulatorQrCode(row.id), base64: simulatorQrDataUrl(row.id) };
  if (row.connectionState !== 'connecting' || row.qrCode !== qr.base64) {
    await setSimulatorState(deps.db, row.id, {
      connectionState: 'connecting',
      qrCode: qr.base64,
      qrUpdatedAt: nowOf(deps),
    });
    const facts = envelopeFacts(deps, row, false);
    await deliverQuietly(deps, row, connectionUpdateBody(facts, { state: 'connecting' }));
    await deliverQuietly(deps, row, qrcodeUpdatedBody(facts, qr));
  }
  return { state: 'qr', qrCode: qr.base64, code: qr.code, pairingCode: null, count: 1 };
}

export async function connectionState(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
): Promise<ConnectionState> {
  const row = await requireInstance(deps, ref, 'connectionState');
  return row.connectionState === 'open' || row.connectionState === 'connecting'
    ? row.connectionState
    : 'close';
}

/** Ends the session as a logout from the phone would: `close` with status 401. */
export async function logout(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
): Promise<{ outcome: 'logged_out' | 'already_closed' }> {
  const row = await requireInstance(deps, ref, 'logout');
  if (row.connectionState === 'close') return { outcome: 'already_closed' };
  const wasOpen = row.connectionState === 'open';
  await setSimulatorState(deps.db, row.id, { connectionState: 'close', qrCode: null });
  await deliverQuietly(
    deps,
    row,
    connectionUpdateBody(envelopeFacts(deps, row, wasOpen), { state: 'close', statusReason: 401 }),
  );
  return { outcome: 'logged_out' };
}

/**
 * The instance row is ours, so "deleting on the gateway" only ends its session; the row is
 * soft-deleted by the caller and its simulated chats stay with it for the retention period.
 */
export async function deleteInstance(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
): Promise<{ outcome: 'deleted' | 'not_found' }> {
  try {
    await logout(deps, ref);
  } catch {
    return { outcome: 'not_found' };
  }
  return { outcome: 'deleted' };
}

/** The row already exists (created by the instances module); the simulator starts connecting it. */
export async function createInstance(
  deps: SimulatorDeps,
  input: CreateInstanceInput,
): Promise<CreatedInstance> {
  const ref = { name: input.instanceName };
  const row = await requireInstance(deps, ref, 'createInstance');
  const qr = (input.startConnecting ?? true) ? await connect(deps, ref) : null;
  return {
    instanceName: row.gatewayInstanceName,
    gatewayInstanceId: row.id,
    // The simulator checks no keys; a token is still issued so callers treat both gateways alike.
    token: randomUUID().toUpperCase(),
    state: qr ? 'connecting' : 'close',
    qr,
  };
}
