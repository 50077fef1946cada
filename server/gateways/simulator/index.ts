export { type DeliveryTarget, deliverThroughIntake, intakePath, type WebhookDelivery } from './delivery';
export { type CustomerInput, customerSends, scanQr } from './phone';
export { simulatorQrCode, simulatorQrDataUrl } from './qr-image';
export { createSimulatorGateway, type SimulatorDeps } from './simulator-gateway';
export { findSimulatorInstanceByName, type SimulatorInstanceRow } from './store';
