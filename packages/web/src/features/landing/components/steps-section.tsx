import { LandingSection } from './landing-section';
const STEPS = [
  { title: 'Upload', text: 'Add the primary RFP and up to two supporting documents.' },
  { title: 'Generate', text: 'The AI extracts requirements and builds the plan task by task.' },
  { title: 'Refine', text: 'Chat to adjust roles and hours; undo anything.' },
  { title: 'Export', text: 'Save it to your library and export to Excel or CSV.' },
];

/** The four-step process. */
export function StepsSection() {
  return (
    <LandingSection name="steps" title="Four steps to a defensible plan" className="border-t bg-muted/40">
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg border bg-card p-5">
            <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
