import type {
  ScanResponse,
  SimulatorInstance,
  SimulatorMessageBody,
  SimulatorMessageResponse,
  SimulatorTimeline,
} from '../../../contract/simulator';
import { type Call, segment } from './call';

const simulatorPath = (id: string, rest = '') => `/simulator/instances/${segment(id)}${rest}`;

/** The WhatsApp simulator: a phone that scans QRs and a customer who writes. */
export const simulatorMethods = (call: Call) => ({
  getSimulatorInstances: () => call<SimulatorInstance[]>('GET', '/simulator/instances'),

  /** The simulated phone scans the instance's QR, which connects it. */
  scanSimulatorQr: (id: string) => call<ScanResponse>('POST', simulatorPath(id, '/scan')),

  /** The simulated customer writes to the business. */
  sendSimulatorMessage: (id: string, body: SimulatorMessageBody) =>
    call<SimulatorMessageResponse>('POST', simulatorPath(id, '/messages'), body),

  getSimulatorTimeline: (id: string, contactNumber: string) =>
    call<SimulatorTimeline>('GET', simulatorPath(id, `/chats/${segment(contactNumber)}`)),
});
