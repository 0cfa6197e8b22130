export * from './owners';
export * from './platform';
export * from './users';
export * from './stores';
export * from './products';
export * from './local-vendors';
export * from './orders';
export * from './payments';
