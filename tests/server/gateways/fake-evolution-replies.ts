import type { RecordedRequest } from './fake-evolution';

/** Reply helpers and shared types of the fake Evolution server (error shapes of PROTOCOL §6). */

export type FakeState = 'open' | 'connecting' | 'close' | 'refused';

export interface FakeInstance {
  name: string;
  id: string;
  token: string;
  state: FakeState;
  /** What successive QR requests produce: 'none' answers `{count:0}`, 'qr' a new QR. */
  qrPlan: Array<'none' | 'qr'>;
  qrCount: number;
  /** Connect answers HTTP 200 `{error:true, message:'[object Object]'}`. */
  connectBroken: boolean;
  webhook: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
}

export type RouteHandler = (instance: FakeInstance, request: RecordedRequest) => Reply | Promise<Reply>;

export type Json = Record<string, unknown>;

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of a request as an object (empty when it was not one). */
export const jsonBody = (request: RecordedRequest): Json => (isJson(request.body) ? request.body : {});

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** Evolution's global error handler shape: `{status, error, response: {message}}`. */
export const error = (status: number, message: unknown): Reply => ({
  status,
  body: { status, error: STATUS_NAMES[status] ?? 'Error', response: { message } },
});

/** Schema validation errors come back as an array holding one array. */
export const schemaError = (property: string): Reply =>
  error(400, [[`instance requires property "${property}"`]]);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
