export * from './business';
export * from './conversations';
export * from './instances';
export * from './operations';
export * from './platform';
export * from './settings';
export * from './stock';
export * from './tenancy';
