export * from './owners';
export * from './platform';
export * from './users';
