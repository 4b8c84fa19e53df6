export * from './tiers';
