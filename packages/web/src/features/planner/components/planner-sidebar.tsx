import { Loader2, Sparkles } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { LabelledField } from '../../../components/ui/label';
import type { PlannerForm } from '../hooks/use-planner-form';
import type { SavedPlansList } from '../hooks/use-saved-plans';
import type { DocSlot } from '../hooks/use-uploads';
import { SavedPlans } from './saved-plans';
import { UploadSlot } from './upload-slot';

type Props = {
  form: PlannerForm;
  update: <K extends keyof PlannerForm>(key: K, value: PlannerForm[K]) => void;
  processing: Record<DocSlot, boolean>;
  onUpload: (slot: DocSlot, file: File) => void;
  onUploadSupporting: (file: File) => void;
  onRemove: (slot: DocSlot) => void;
  generating: boolean;
  onGenerate: () => void;
  plans: SavedPlansList;
  selectedId: string | null;
  onLoad: (id: string) => void;
  onDelete: (id: string) => void;
};

/** The form's fields the sidebar edits as typed text. */
type TextKey = 'fteTarget' | 'customInstructions' | 'planName';

/** How each document slot is named on screen and to the tests. */
const SLOTS: Record<DocSlot, { label: string; testId: string }> = {
  primary: { label: 'Primary RFP', testId: 'upload-primary' },
  supporting1: { label: 'Supporting Doc 1', testId: 'upload-supporting-1' },
  supporting2: { label: 'Supporting Doc 2', testId: 'upload-supporting-2' },
};

/** The left sidebar: inputs of a generation and the saved plans. */
export function PlannerSidebar(props: Props) {
  const { form, update, processing } = props;
  const names = form.documentNames;
  const supportingFull = Boolean(form.supportingDoc1 && form.supportingDoc2);
  /** Value and change handler of a control that edits one text field of the form. */
  const bind = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(key, e.target.value),
  });
  /** The slot of one document: the primary always, a supporting one once taken in. */
  const documentSlot = (slot: DocSlot, fileName: string | null) => (
    <UploadSlot
      label={SLOTS[slot].label}
      testId={SLOTS[slot].testId}
      fileName={fileName}
      processing={processing[slot]}
      onFile={(f) => props.onUpload(slot, f)}
      onRemove={() => props.onRemove(slot)}
    />
  );
  return (
    <div className="grid gap-5 p-4">
      <LabelledField htmlFor="fte-target" label="FTE Target">
        <Input
          id="fte-target"
          type="number"
          min="0"
          step="0.1"
          inputMode="decimal"
          placeholder="Optional, e.g. 12"
          {...bind('fteTarget')}
        />
      </LabelledField>
      {documentSlot('primary', form.rfpText ? (names.primary ?? 'Primary document') : null)}
      <div className="grid gap-2">
        {form.supportingDoc1 ? documentSlot('supporting1', names.doc1 ?? 'Supporting document 1') : null}
        {form.supportingDoc2 ? documentSlot('supporting2', names.doc2 ?? 'Supporting document 2') : null}
        {supportingFull ? null : (
          <UploadSlot
            label="Supporting Docs (up to 2)"
            testId="upload-supporting"
            fileName={null}
            processing={processing.supporting1 || processing.supporting2}
            onFile={props.onUploadSupporting}
          />
        )}
      </div>
      <LabelledField htmlFor="custom-instructions" label="Custom Instructions">
        <Textarea
          id="custom-instructions"
          placeholder="Optional, e.g. assume 24x7 help desk coverage"
          {...bind('customInstructions')}
        />
      </LabelledField>
      <LabelledField htmlFor="plan-name" label="Plan Name">
        <Input id="plan-name" placeholder="e.g. USFS ePermit" {...bind('planName')} />
      </LabelledField>
      <Button onClick={props.onGenerate} disabled={props.generating}>
        {props.generating ? <Loader2 className="animate-spin" /> : <Sparkles />}
        {props.generating ? 'Generating...' : 'Generate Plan'}
      </Button>
      <SavedPlans
        list={props.plans}
        selectedId={props.selectedId}
        onLoad={props.onLoad}
        onDelete={props.onDelete}
      />
    </div>
  );
}
