import { CheckCircle2 } from 'lucide-react';

const POINTS = [
  'Price with confidence: every hour traces to a requirement and a calculation.',
  'Find gaps early: requirements without hours and tasks without requirements are flagged.',
  'Spend your time on strategy and win themes, not on spreadsheets.',
];

/** Winning contracts. */
export function WinningSection() {
  return (
    <section aria-labelledby="winning-title" className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-2">
        <h2 id="winning-title" className="text-3xl font-semibold tracking-tight">
          Built for winning contracts
        </h2>
        <ul className="grid gap-3">
          {POINTS.map((p) => (
            <li key={p} className="flex gap-3 text-muted-foreground">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
