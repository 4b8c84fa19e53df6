export * from './auth';
export * from './chat';
export * from './forms';
export * from './messages';
export * from './upload';
