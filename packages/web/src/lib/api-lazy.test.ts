import { API_CONTRACT } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { LANDING_CALLS } from './api-lazy';

describe('the landing page calls that skip the SDK', () => {
  it('use the paths of the contract routes they stand for', () => {
    expect(LANDING_CALLS.ping).toBe(API_CONTRACT.health.ping.path);
    expect(API_CONTRACT.health.ping.method).toBe('GET');
    const status = new URL(LANDING_CALLS.resetSession, 'http://x');
    expect(status.pathname).toBe(API_CONTRACT.subscription.status.path);
    expect(API_CONTRACT.subscription.status.method).toBe('GET');
    expect(status.searchParams.get('reset_session')).toBe('true');
  });
});
