import { exportFileName, type GeneratedPlan, toCsv, VALIDATION_MESSAGES } from '@staffplan/core';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** Offers a blob to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export menu: CSV, and Excel with exceljs loaded only now. Both carry the whole plan: sources,
 * citations, hours by period, confidence, assumptions, open questions, stated vs planned.
 */
export function ExportMenu({ plan, planName }: { plan: GeneratedPlan | null; planName: string }) {
  const name = planName.trim() || 'Staffing_Plan';
  const run = async (kind: 'csv' | 'xlsx') => {
    if (!plan || plan.tasks.length === 0) {
      toast.error('Error', { description: VALIDATION_MESSAGES.noExportData });
      return;
    }
    try {
      const fileName = exportFileName(name, new Date(), kind);
      if (kind === 'csv') {
        downloadBlob(new Blob([toCsv(plan)], { type: 'text/csv;charset=utf-8' }), fileName);
      } else {
        const { toXlsx, XLSX_MEDIA_TYPE } = await import('@staffplan/core/xlsx');
        const bytes = await toXlsx(plan, { planName: name });
        downloadBlob(new Blob([bytes as BlobPart], { type: XLSX_MEDIA_TYPE }), fileName);
      }
    } catch (error) {
      console.error(error);
      toast.error('Error', { description: 'Failed to export staffing plan' });
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download /> Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void run('csv')}>Export as CSV</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('xlsx')}>Export as Excel</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
