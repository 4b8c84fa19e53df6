import { useEffect, useState } from 'react';

const WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** End of the current 2-day launch window (windows repeat, so the offer never shows as expired). */
export function launchDeadline(now: number): number {
  return Math.ceil((now + 1) / WINDOW_MS) * WINDOW_MS;
}

export function splitRemaining(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A live countdown to the end of the launch offer, ticking every second. */
export function Countdown() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = splitRemaining(launchDeadline(now) - now);
  const units: Array<[string, number]> = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['min', parts.minutes],
    ['sec', parts.seconds],
  ];
  return (
    <div className="flex gap-2" role="timer" aria-label="Offer ends in">
      {units.map(([label, value]) => (
        <span
          key={label}
          className="flex min-w-12 flex-col items-center rounded-md bg-primary-foreground px-2 py-1 text-primary"
        >
          <span className="text-lg font-semibold tabular-nums">{String(value).padStart(2, '0')}</span>
          <span className="text-[10px] uppercase tracking-wide">{label}</span>
        </span>
      ))}
    </div>
  );
}
