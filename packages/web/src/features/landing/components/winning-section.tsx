import { CheckCircle2 } from 'lucide-react';
import { LandingSection } from './landing-section';

const POINTS = [
  'Price with confidence: every hour traces to a requirement and a calculation.',
  'Find gaps early: requirements without hours and tasks without requirements are flagged.',
  'Spend your time on strategy and win themes, not on spreadsheets.',
];

/** Winning contracts. */
export function WinningSection() {
  return (
    <LandingSection
      name="winning"
      title="Built for winning contracts"
      className="border-t bg-muted/40"
      columnClassName="grid gap-8 md:grid-cols-2"
    >
      <ul className="grid gap-3">
        {POINTS.map((p) => (
          <li key={p} className="flex gap-3 text-muted-foreground">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{p}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
