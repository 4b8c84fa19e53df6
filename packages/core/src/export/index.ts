export * from './csv';
export * from './file-name';
export * from './rows';
export * from './plan-export';
