import { alreadySubscribedMessage, type Tier, tierChangeLabel, VALIDATION_MESSAGES } from '@staffplan/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog';
import { loadApi } from '../../../lib/api-lazy';
import { cn } from '../../../lib/utils';
import { PLAN_CARDS } from '../plans';

/** Pick another tier: the current one is disabled, the others labelled Upgrade or Downgrade. */
export function ChangePlanDialog({
  open,
  onOpenChange,
  currentTier,
  subscriptionId,
  email,
}: DialogOpenProps & {
  currentTier: Tier;
  subscriptionId: string | null | undefined;
  email: string;
}) {
  const [selected, setSelected] = useState<Tier | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!selected) return setError(VALIDATION_MESSAGES.tierRequired);
    if (selected === currentTier) return setError(alreadySubscribedMessage(selected));
    if (!subscriptionId) return setError(VALIDATION_MESSAGES.subscriptionIdRequired);
    setError(undefined);
    setBusy(true);
    try {
      const { url } = await (await loadApi()).changeTier({ subscriptionId, email, tier: selected });
      window.location.assign(url);
    } catch {
      toast.error('Error', { description: 'Failed to change subscription tier. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Change plan" description="Choose the plan you want to move to.">
        <div role="radiogroup" aria-label="Subscription tier" className="grid gap-2">
          {PLAN_CARDS.map((card) => {
            const label = tierChangeLabel(currentTier, card.tier);
            const current = label === 'Current';
            return (
              <button
                key={card.tier}
                type="button"
                role="radio"
                aria-checked={selected === card.tier}
                disabled={current}
                onClick={() => setSelected(card.tier)}
                className={cn(
                  'flex items-center justify-between rounded-md border p-3 text-left text-sm disabled:opacity-60',
                  selected === card.tier && 'border-primary ring-2 ring-primary/30',
                )}
              >
                <span>
                  <span className="font-medium">{card.name}</span>{' '}
                  <span className="text-muted-foreground">
                    {card.priceText}/month · {card.plansPerMonth} plans
                  </span>
                </span>
                <span className="text-xs font-medium">{current ? 'Current plan' : label}</span>
              </button>
            );
          })}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {busy ? 'Loading...' : 'Confirm change'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
