import type { RateCard } from '@staffplan/core';
import { BadRequestError, ConflictError } from '@staffplan/core/client';
import { type RateCardEntry, rowsFromCsv, rowsFromXlsx } from '@staffplan/core/pricing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadClient } from '../../../lib/api-lazy';

export const RATE_CARDS_KEY = ['/api/staffing/rate-cards'] as const;

/** The rows of a CSV or Excel file the user picked, read as core reads them. */
export async function rowsOfFile(file: File): Promise<string[][]> {
  if (/\.xlsx?$|\.xlsm$/i.test(file.name)) {
    if (/\.xls$/i.test(file.name)) throw new Error('Save the sheet as .xlsx or .csv first.');
    return rowsFromXlsx(new Uint8Array(await file.arrayBuffer()));
  }
  return rowsFromCsv(await file.text());
}

/** What an import ended in: the saved card, or the problems to show (one per bad row). */
export type ImportResult = { ok: true; card: RateCard; warnings: string[] } | { ok: false; errors: string[] };

/**
 * The company rate library: the list of cards, a card's entries, and an import of a CSV or
 * Excel file (saved under the file's name; a card of that name is replaced, as re-importing
 * a newer copy of the same sheet means).
 */
export function useRateLibrary() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: RATE_CARDS_KEY,
    queryFn: async () => (await loadClient()).rateCards.list(),
  });

  const get = useCallback(async (id: string) => (await loadClient()).rateCards.get(id), []);

  const importFile = useCallback(
    async (file: File, ratesAsOf: string): Promise<ImportResult> => {
      const name = file.name.replace(/\.[^.]+$/, '') || 'Imported rates';
      try {
        const rows = await rowsOfFile(file);
        const client = await loadClient();
        const send = (id?: string) =>
          client.rateCards.import({ name, rows, ratesAsOf, ...(id ? { id } : {}) });
        let result: Awaited<ReturnType<typeof send>>;
        try {
          result = await send();
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
          const existing = (await client.rateCards.list()).find(
            (c) => c.name.toLowerCase() === name.toLowerCase(),
          );
          result = await send(existing?.id);
        }
        void queryClient.invalidateQueries({ queryKey: RATE_CARDS_KEY });
        return { ok: true, card: result.card, warnings: result.warnings };
      } catch (error) {
        if (error instanceof BadRequestError) {
          const issues = error.details.issues as { message: string }[] | undefined;
          return { ok: false, errors: issues?.map((i) => i.message) ?? [error.error] };
        }
        return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
      }
    },
    [queryClient],
  );

  /** Keeps a plan's rates in the library: over the card they came from, or as a new card. */
  const saveCard = useCallback(
    async (input: { id?: string | undefined; name: string; entries: RateCardEntry[]; ratesAsOf: string }) => {
      const client = await loadClient();
      const body = { name: input.name, entries: input.entries, ratesAsOf: input.ratesAsOf };
      const card = input.id
        ? await client.rateCards.update(input.id, body)
        : await client.rateCards.create(body);
      void queryClient.invalidateQueries({ queryKey: RATE_CARDS_KEY });
      return card;
    },
    [queryClient],
  );

  return { cards: list.data ?? [], loading: list.isLoading, get, importFile, saveCard };
}
