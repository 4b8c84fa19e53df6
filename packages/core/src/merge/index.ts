export * from './diff-plans';
export * from './merge-plan';
export * from './undo-history';
