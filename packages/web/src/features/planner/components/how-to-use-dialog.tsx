import { Dialog, DialogContent, type DialogOpenProps } from '../../../components/ui/dialog';

const STEPS = [
  'Upload the primary RFP (PDF, Word, Excel, text or Markdown, up to 50 MB) and up to two supporting documents, such as a price schedule workbook.',
  'Optionally set an FTE target and custom instructions, then name the plan.',
  'Click Generate Plan and follow the AI’s thinking while it works.',
  'Expand a row to see its requirement references and the math behind its hours.',
  'Open the AI Assistant to refine the plan in plain language; every edit shows what changed.',
  'Undo restores the previous version (up to 10). Saved plans are listed in the sidebar.',
  'Export to CSV or Excel from the Export menu.',
];

/** How to Use the planner. */
export function HowToUseDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="How to Use" description="From solicitation to staffing plan in seven steps.">
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
