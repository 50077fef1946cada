export * from './bonusleads';
export * from './business';
export * from './conversations';
export * from './instances';
export * from './operations';
export * from './tenancy';
