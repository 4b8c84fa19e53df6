import type { PlanSummary } from '@staffplan/core';
import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { PlannerForm } from '../hooks/use-planner-form';
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
  plans: PlanSummary[] | undefined;
  plansLoading: boolean;
  morePlans: boolean;
  loadingMorePlans: boolean;
  onShowMorePlans: () => void;
  selectedId: string | null;
  onLoad: (id: string) => void;
  onDelete: (id: string) => void;
};

/** The left sidebar: inputs of a generation and the saved plans. */
export function PlannerSidebar(props: Props) {
  const { form, update, processing } = props;
  const names = form.documentNames;
  const supportingFull = Boolean(form.supportingDoc1 && form.supportingDoc2);
  return (
    <div className="grid gap-5 p-4">
      <div className="grid gap-1.5">
        <Label htmlFor="fte-target">FTE Target</Label>
        <Input
          id="fte-target"
          type="number"
          min="0"
          step="0.1"
          inputMode="decimal"
          placeholder="Optional, e.g. 12"
          value={form.fteTarget}
          onChange={(e) => update('fteTarget', e.target.value)}
        />
      </div>
      <UploadSlot
        label="Primary RFP"
        testId="upload-primary"
        fileName={form.rfpText ? (names.primary ?? 'Primary document') : null}
        processing={processing.primary}
        onFile={(f) => props.onUpload('primary', f)}
        onRemove={() => props.onRemove('primary')}
      />
      <div className="grid gap-2">
        {form.supportingDoc1 ? (
          <UploadSlot
            label="Supporting Doc 1"
            testId="upload-supporting-1"
            fileName={names.doc1 ?? 'Supporting document 1'}
            processing={processing.supporting1}
            onFile={(f) => props.onUpload('supporting1', f)}
            onRemove={() => props.onRemove('supporting1')}
          />
        ) : null}
        {form.supportingDoc2 ? (
          <UploadSlot
            label="Supporting Doc 2"
            testId="upload-supporting-2"
            fileName={names.doc2 ?? 'Supporting document 2'}
            processing={processing.supporting2}
            onFile={(f) => props.onUpload('supporting2', f)}
            onRemove={() => props.onRemove('supporting2')}
          />
        ) : null}
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
      <div className="grid gap-1.5">
        <Label htmlFor="custom-instructions">Custom Instructions</Label>
        <Textarea
          id="custom-instructions"
          placeholder="Optional, e.g. assume 24x7 help desk coverage"
          value={form.customInstructions}
          onChange={(e) => update('customInstructions', e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="plan-name">Plan Name</Label>
        <Input
          id="plan-name"
          placeholder="e.g. USFS ePermit"
          value={form.planName}
          onChange={(e) => update('planName', e.target.value)}
        />
      </div>
      <Button onClick={props.onGenerate} disabled={props.generating}>
        {props.generating ? <Loader2 className="animate-spin" /> : <Sparkles />}
        {props.generating ? 'Generating...' : 'Generate Plan'}
      </Button>
      <SavedPlans
        plans={props.plans}
        loading={props.plansLoading}
        hasMore={props.morePlans}
        loadingMore={props.loadingMorePlans}
        onShowMore={props.onShowMorePlans}
        selectedId={props.selectedId}
        onLoad={props.onLoad}
        onDelete={props.onDelete}
      />
    </div>
  );
}
