export { RealtimeContext, type RealtimeContextValue, useRealtimeEvent, useRealtimeStatus } from './context';
export { RealtimeProvider } from './RealtimeProvider';
