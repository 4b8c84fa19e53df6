import { Button } from '../../../components/ui/button';

/** The Ready to Get Started call to action. */
export function CallToAction({ onLaunch }: { onLaunch: () => void }) {
  return (
    <section aria-labelledby="cta-title" className="border-t bg-accent">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-16 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-accent-foreground">
            Ready to Get Started?
          </h2>
          <p className="mt-1 text-accent-foreground/80">Your next staffing plan is a few minutes away.</p>
        </div>
        <Button size="lg" onClick={onLaunch}>
          Launch Staffing Planner
        </Button>
      </div>
    </section>
  );
}
