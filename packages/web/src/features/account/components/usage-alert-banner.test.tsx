import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageAlertBanner } from './usage-alert-banner';

const now = new Date('2026-11-22T12:00:00Z');

describe('UsageAlertBanner (dashboard)', () => {
  it('stays hidden under 90% (the dashboard threshold), even when approaching', () => {
    const { container } = render(<UsageAlertBanner percent={85} now={now} />);
    expect(container.textContent).toBe('');
    render(<UsageAlertBanner percent={79.9} now={now} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("warns 'Approaching Token Limit' from 90% to 99%", () => {
    render(<UsageAlertBanner percent={90} now={now} />);
    expect(screen.getByText('Approaching Token Limit')).toBeTruthy();
  });

  it("says 'Token Limit Exceeded' at 100% or when the flag is set", () => {
    render(<UsageAlertBanner percent={100} now={now} />);
    expect(screen.getByText('Token Limit Exceeded')).toBeTruthy();
  });

  it('honours the exceeded flag below 100%', () => {
    render(<UsageAlertBanner percent={12} exceeded now={now} />);
    expect(screen.getByText('Token Limit Exceeded')).toBeTruthy();
  });

  it('states the days until reset, singular and plural', () => {
    const { unmount } = render(<UsageAlertBanner percent={95} now={now} resetDate="2026-11-23T12:00:00Z" />);
    expect(screen.getByRole('alert').textContent).toMatch(/\b1 day until reset/);
    unmount();
    render(<UsageAlertBanner percent={95} now={now} resetDate="2026-12-01T00:00:00Z" />);
    expect(screen.getByRole('alert').textContent).toMatch(/\b9 days until reset/);
  });
});
