export * from './constants';
export * from './math';
export * from './reset';
