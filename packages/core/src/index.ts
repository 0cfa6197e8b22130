export * from './auth-schemas';
export * from './email';
export * from './enums';
export * from './messages';
export * from './password';
export * from './session';
export * from './truthy';
