export { type CloudGateway, type CloudGatewayOptions, createCloudGateway } from './cloud-gateway';
export { DEFAULT_GRAPH_URL } from './http-client';
export { cloudInstanceName, phoneNumberIdOf } from './instance-name';
export { cloudSignatureMatches, signCloudBody } from './signature';
export type { PhoneNumberAnswer } from './wire';
