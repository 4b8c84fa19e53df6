import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog';

/** Shown when the documents exceed the generation context. */
export function LimitDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Document Processing Limit Reached"
        description="Your documents exceed what the AI can read at once: about 200,000 tokens, roughly 150,000 words."
      >
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>Upload only the sections that describe the work (SOW, PWS or SOO).</li>
          <li>Leave out attachments such as clauses, forms and pricing templates.</li>
          <li>Split a very large solicitation and generate a plan per volume.</li>
        </ul>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Understood</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
