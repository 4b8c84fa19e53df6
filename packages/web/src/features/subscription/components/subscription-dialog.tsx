import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { loadApi } from '../../../lib/api-lazy';
import { useAuth } from '../../auth/hooks/auth-context';
import { useCheckout } from '../hooks/use-checkout';
import { useSubscriptionDetails } from '../hooks/use-subscription-details';
import { tierName } from '../plans';
import { ChangePlanDialog } from './change-plan-dialog';

function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Not available';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Not available'
    : date.toLocaleDateString('en-US', { dateStyle: 'long' });
}

/** Plan status with change plan, cancel (confirmed) and reactivate (docs/product.md, Journeys and rules: Subscribing). */
export function SubscriptionDialog({ open, onOpenChange }: DialogOpenProps) {
  const { user } = useAuth();
  const details = useSubscriptionDetails(open);
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const [changing, setChanging] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = details.data;
  const active = Boolean(data?.hasSubscription && data.status !== 'canceled');
  const cancelling = Boolean(data?.cancelAtPeriodEnd);

  const run = async (action: 'cancel' | 'reactivate') => {
    if (!data?.subscriptionId) {
      toast.error('Error', { description: 'Subscription ID not found' });
      return;
    }
    setBusy(true);
    try {
      const api = await loadApi();
      await (action === 'cancel' ? api.cancel(data.subscriptionId) : api.reactivate(data.subscriptionId));
      toast.success(action === 'cancel' ? 'Subscription cancelled' : 'Subscription reactivated', {
        description:
          action === 'cancel'
            ? `You keep access until ${formatDate(data.currentPeriodEnd)}.`
            : 'Your subscription will renew automatically.',
      });
      await queryClient.invalidateQueries({ queryKey: ['/api/subscription/details'] });
    } catch {
      toast.error('Error', { description: `Failed to ${action} subscription` });
    } finally {
      setBusy(false);
      setConfirmCancel(false);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title="Subscription" description="Your plan, its status and billing period.">
          {details.isLoading ? (
            <div className="grid gap-2" role="status" aria-label="Loading subscription">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-64" />
              <Skeleton className="h-4 w-52" />
            </div>
          ) : details.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not retrieve subscription information. Please try again later.
            </p>
          ) : data && active ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium">{data.planName || `${tierName(data.tier)} Plan`}</dd>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <Badge className={cancelling ? 'text-warning' : 'text-primary'}>
                  {cancelling ? 'Cancels at period end' : 'Active, renews monthly'}
                </Badge>
              </dd>
              <dt className="text-muted-foreground">{cancelling ? 'Access until' : 'Renews on'}</dt>
              <dd className="tabular-nums">{formatDate(data.currentPeriodEnd)}</dd>
              {data.usage ? (
                <>
                  <dt className="text-muted-foreground">Plans this month</dt>
                  <dd className="tabular-nums">
                    {data.usage.used} of {data.usage.limit}
                  </dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p className="text-sm">
              You have no active subscription. Get premium to use the staffing planner.
            </p>
          )}
          <DialogFooter>
            {data && active && !cancelling ? (
              <>
                <Button variant="outline" onClick={() => setConfirmCancel(true)} disabled={busy}>
                  Cancel subscription
                </Button>
                <Button onClick={() => setChanging(true)}>Change plan</Button>
              </>
            ) : null}
            {data && active && cancelling ? (
              <Button onClick={() => run('reactivate')} disabled={busy}>
                Reactivate subscription
              </Button>
            ) : null}
            {data && !active ? <Button onClick={() => checkout('professional')}>Get Premium</Button> : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={`You keep access until ${formatDate(data?.currentPeriodEnd)}. You can reactivate any time before then.`}
        confirmLabel="Yes, cancel"
        cancelLabel="Keep subscription"
        destructive
        onConfirm={() => run('cancel')}
      />
      {data ? (
        <ChangePlanDialog
          open={changing}
          onOpenChange={setChanging}
          currentTier={data.tier}
          subscriptionId={data.subscriptionId}
          email={user?.email ?? ''}
        />
      ) : null}
    </>
  );
}
