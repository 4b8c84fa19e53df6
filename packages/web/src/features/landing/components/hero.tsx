import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/hooks/auth-context';
import type { LaunchSource } from '../hooks/use-launch';

/** The hero: Get Started, Loading... while checking, Go to Dashboard when signed in. */
export function Hero({ onLaunch }: { onLaunch: (source: LaunchSource) => void }) {
  const { user, loading } = useAuth();
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-4 pt-16 pb-12 md:grid-cols-[1.1fr_1fr] md:pt-24">
      <div className="flex flex-col gap-6">
        <p className="text-sm font-medium text-primary">For bid and proposal teams</p>
        <h1 className="text-4xl font-semibold tracking-tight md:text-5xl">
          From solicitation to staffing plan in minutes, not weeks.
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Upload an RFP, RFQ or PWS and get a first-draft bottom-up staffing plan: every task with its labour
          category, hours, location, calculation and the requirement it answers. Documents up to 300,000
          characters are handled; large ones are summarised. What used to take 3+ weeks now takes minutes.
        </p>
        <div className="flex flex-wrap gap-3">
          {loading ? (
            <Button size="lg" disabled>
              Loading...
            </Button>
          ) : user ? (
            <Button size="lg" onClick={() => onLaunch('hero-dashboard')}>
              Go to Dashboard <ArrowRight />
            </Button>
          ) : (
            <Button size="lg" onClick={() => onLaunch('get-started')}>
              Get Started <ArrowRight />
            </Button>
          )}
          <Button size="lg" variant="outline" asChild>
            <a href="#features">See features</a>
          </Button>
        </div>
      </div>
      <HeroPreview />
    </section>
  );
}

function HeroPreview() {
  const rows = [
    ['1.1', 'Program Manager', '1,880'],
    ['2.1', 'Senior Developer', '3,760'],
    ['2.2', 'QA Engineer', '1,410'],
    ['3.1', 'DevOps Engineer', '940'],
  ];
  return (
    <figure aria-label="Example staffing plan" className="rounded-lg border bg-card p-4 shadow-sm">
      <figcaption className="mb-3 flex items-center justify-between text-sm">
        <span className="font-medium">Generated Staffing Plan</span>
        <span className="text-muted-foreground">Bottom-Up Analysis</span>
      </figcaption>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="py-1 font-medium">Task</th>
            <th className="py-1 font-medium">Role</th>
            <th className="py-1 text-right font-medium">Hours</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([id, role, hours]) => (
            <tr key={id} className="border-t">
              <td className="py-1.5">{id}</td>
              <td className="py-1.5">{role}</td>
              <td className="py-1.5 text-right">{hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 border-t pt-2 text-right text-sm tabular-nums text-muted-foreground">
        Total 7,990 h · 4.25 FTE
      </p>
    </figure>
  );
}
