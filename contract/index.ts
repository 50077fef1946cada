export * from './auth';
export * from './common';
export * from './constants';
export * from './instances';
export * from './plans';
export * from './realtime';
export * from './users';
