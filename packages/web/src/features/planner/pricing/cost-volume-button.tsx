import { exportFileName, type GeneratedPlan } from '@staffplan/core';
import type { Pricing } from '@staffplan/core/pricing';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { downloadBlob } from '../components/export-menu';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Downloads the cost volume (core's toCostVolume: live formulas that recalculate to the totals
 * on screen) of the plan as priced in the view; the exporter loads only on the click.
 */
export function CostVolumeButton({
  plan,
  pricing,
  planName,
}: {
  plan: GeneratedPlan;
  pricing: Pricing | null;
  planName: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!pricing) return;
    setBusy(true);
    try {
      const name = planName.trim() || 'Staffing_Plan';
      const { toCostVolume } = await import('@staffplan/core/cost-volume');
      const { bytes } = await toCostVolume(plan, pricing, { planName: name, now: new Date() });
      const fileName = exportFileName(name, new Date(), 'xlsx').replace('_staffing_plan_', '_cost_volume_');
      downloadBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), fileName);
    } catch (error) {
      console.error(error);
      toast.error('Error', { description: 'Failed to export the cost volume' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" disabled={busy || !pricing} onClick={() => void run()}>
      <FileSpreadsheet /> Export cost volume
    </Button>
  );
}
