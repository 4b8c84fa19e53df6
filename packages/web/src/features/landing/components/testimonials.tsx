import { LandingSection } from './landing-section';
const ENTRIES = [
  {
    quote: 'We had a defensible first draft of the staffing plan the same afternoon the RFP dropped.',
    name: 'Dana R.',
    role: 'Capture Manager (sample)',
  },
  {
    quote: 'The math column is what sold our pricing team: every number can be checked.',
    name: 'Marcus T.',
    role: 'Bid Manager (sample)',
  },
  {
    quote: 'Chat edits and undo make what-if staffing a five-minute exercise.',
    name: 'Priya S.',
    role: 'Director of Operations (sample)',
  },
];

/** Three sample testimonials (#testimonials). */
export function Testimonials() {
  return (
    <LandingSection name="testimonials" title="What proposal teams say" anchored className="scroll-mt-16">
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {ENTRIES.map((e) => (
          <figure key={e.name} className="rounded-lg border bg-card p-5">
            <blockquote className="text-sm">“{e.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-medium">{e.name}</span>
              <span className="block text-muted-foreground">{e.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </LandingSection>
  );
}
