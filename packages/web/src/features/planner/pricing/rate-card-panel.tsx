import { ConflictError } from '@staffplan/core/client';
import { Save, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { PricingForm } from './pricing-form';
import { useRateLibrary } from './use-rate-library';

/**
 * Where the plan's rates come from: a card of the company library, or a CSV or Excel file
 * imported into the library. Either way the plan keeps its own copy (overrides stay with it).
 */
export function RateCardPanel({
  form,
  onCard,
  children,
}: {
  form: PricingForm;
  onCard: (patch: Partial<PricingForm>) => void;
  children: React.ReactNode;
}) {
  const library = useRateLibrary();
  const fileInput = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [newName, setNewName] = useState('');

  const choose = async (id: string) => {
    if (!id) return;
    setBusy(true);
    try {
      const card = await library.get(id);
      onCard({
        rateCard: card.entries,
        rateCardFrom: { id: card.id, name: card.name },
        ...(card.ratesAsOf ? { ratesAsOf: card.ratesAsOf } : {}),
      });
      setErrors([]);
    } catch {
      toast.error('Error', { description: 'Failed to load the rate card' });
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File) => {
    setBusy(true);
    const result = await library.importFile(file, form.ratesAsOf);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    const { card } = result;
    onCard({ rateCard: card.entries, rateCardFrom: { id: card.id, name: card.name } });
    toast.success('Rate card imported', {
      description: `${card.entries.length} labour categories from ${file.name}, saved to your rate library as ${card.name}.`,
    });
    for (const warning of result.warnings) toast.warning(warning);
  };

  const save = async () => {
    const name = form.rateCardFrom?.name ?? newName.trim();
    if (!name) return;
    setBusy(true);
    try {
      const card = await library.saveCard({
        id: form.rateCardFrom?.id,
        name,
        entries: form.rateCard,
        ratesAsOf: form.ratesAsOf,
      });
      onCard({ rateCardFrom: { id: card.id, name: card.name } });
      toast.success('Saved to your rate library', {
        description: `${card.name}: ${card.entries.length} labour categories.`,
      });
    } catch (error) {
      toast.error('Error', {
        description: error instanceof ConflictError ? error.error : 'Failed to save the rate card',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="rate-card-title" className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="rate-card-title" className="font-medium">
            Rate card
          </h3>
          <p className="text-xs text-muted-foreground" data-testid="rate-card-source">
            {form.rateCardFrom
              ? `From your library: ${form.rateCardFrom.name} (${form.rateCard.length} labour categories; changes here stay with this plan)`
              : form.rateCard.length > 0
                ? `This plan's own rates (${form.rateCard.length} labour categories)`
                : 'No rates yet: choose a card of your library or import a CSV or Excel file.'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={selectId}>Rate library</Label>
            <select
              id={selectId}
              className="h-9 max-w-56 rounded-md border bg-background px-2 text-sm"
              value={form.rateCardFrom?.id ?? ''}
              disabled={busy || library.loading}
              onChange={(e) => void choose(e.target.value)}
            >
              <option value="">{library.cards.length === 0 ? 'No saved cards' : 'Choose a card'}</option>
              {library.cards.map((card) => (
                <option key={card.id} value={card.id}>
                  {card.name} ({card.entry_count})
                </option>
              ))}
            </select>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="hidden"
            aria-label="Rate card file"
            data-testid="rate-card-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
          <Button variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
            <Upload /> Import CSV or Excel
          </Button>
        </div>
      </div>
      {errors.length > 0 ? (
        <div
          role="alert"
          className="mt-2 rounded-md border border-destructive/50 p-2 text-sm text-destructive"
        >
          <p className="font-medium">The file could not be read as a rate card:</p>
          <ul className="list-disc pl-5">
            {errors.slice(0, 8).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      {form.rateCard.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-end gap-2 border-t pt-3">
          {form.rateCardFrom ? null : (
            <div className="grid gap-1">
              <Label htmlFor={`${selectId}-name`}>Card name</Label>
              <Input
                id={`${selectId}-name`}
                className="h-9 w-56"
                value={newName}
                placeholder="e.g. FY27 company rates"
                onChange={(e) => setNewName(e.target.value)}
              />
            </div>
          )}
          <Button
            variant="outline"
            disabled={busy || (!form.rateCardFrom && !newName.trim())}
            onClick={() => void save()}
          >
            <Save />{' '}
            {form.rateCardFrom ? `Update ${form.rateCardFrom.name} in the library` : 'Save to the library'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
