import { validateUpload } from '@staffplan/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { errorMessage } from '../../../lib/errors';
import type { PlannerForm } from './use-planner-form';

export type DocSlot = 'primary' | 'supporting1' | 'supporting2';

const FIELDS: Record<DocSlot, { text: keyof PlannerForm; name: 'primary' | 'doc1' | 'doc2' }> = {
  primary: { text: 'rfpText', name: 'primary' },
  supporting1: { text: 'supportingDoc1', name: 'doc1' },
  supporting2: { text: 'supportingDoc2', name: 'doc2' },
};

/** Upload slots with processing overlays; a supporting upload takes slot 1 unless taken, then 2. */
export function useUploads(form: PlannerForm, setForm: (update: (f: PlannerForm) => PlannerForm) => void) {
  const [processing, setProcessing] = useState<Record<DocSlot, boolean>>({
    primary: false,
    supporting1: false,
    supporting2: false,
  });

  const upload = async (slot: DocSlot, file: File) => {
    const problem = validateUpload({ name: file.name, size: file.size, type: file.type });
    if (problem) {
      toast.error(problem.title ?? 'Error', { description: problem.message });
      return;
    }
    setProcessing((p) => ({ ...p, [slot]: true }));
    try {
      const result = await (await loadApi()).upload(file);
      const text = result.fullText || result.text;
      const { text: field, name } = FIELDS[slot];
      setForm((f) => ({ ...f, [field]: text, documentNames: { ...f.documentNames, [name]: file.name } }));
      for (const warning of result.warnings) toast.warning(warning);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to process document') });
    } finally {
      setProcessing((p) => ({ ...p, [slot]: false }));
    }
  };

  const uploadSupporting = (file: File) => upload(form.supportingDoc1 ? 'supporting2' : 'supporting1', file);

  const remove = (slot: DocSlot) => {
    const { text, name } = FIELDS[slot];
    setForm((f) => ({ ...f, [text]: '', documentNames: { ...f.documentNames, [name]: null } }));
  };

  return { processing, upload, uploadSupporting, remove };
}
