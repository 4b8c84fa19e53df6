import { Bot, FileSpreadsheet, FileText, History, ListChecks, ShieldCheck } from 'lucide-react';
import { LandingSection } from './landing-section';

const FEATURES = [
  {
    icon: FileText,
    title: 'Reads your solicitation',
    text: 'Upload the RFP as PDF or Word plus up to two supporting documents (Word, PDF, Excel price schedules, text); up to 300,000 characters.',
  },
  {
    icon: ListChecks,
    title: 'Bottom-up by task',
    text: 'Every requirement becomes tasks with a labour category, hours and the math behind them.',
  },
  {
    icon: Bot,
    title: 'Refine by chat',
    text: 'Ask the assistant to add a role, rebalance hours or hit an FTE target; see what changed.',
  },
  {
    icon: History,
    title: 'Undo and plan library',
    text: 'The last ten versions are kept for undo; every plan is saved in your private library.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Excel and CSV export',
    text: 'Export the plan to a spreadsheet your pricing team can use right away.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your plans are visible to you alone, and uploaded documents are removed after processing.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      name="features"
      title="Everything a first-draft staffing plan needs"
      anchored
      className="scroll-mt-16 border-t bg-muted/40"
    >
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-lg border bg-card p-5">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </article>
        ))}
      </div>
    </LandingSection>
  );
}
