import type { Tier } from '@staffplan/core';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HeaderAccount } from '../../components/layout/header-account';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { hasCachedSubscription } from '../../lib/storage';
import { checkSubscription } from '../../lib/subscription';
import { useAuth } from '../auth/hooks/auth-context';
import { SubscriptionDialog } from '../subscription/components/subscription-dialog';
import { useCheckout } from '../subscription/hooks/use-checkout';
import { Countdown } from './components/countdown';
import { Faq } from './components/faq';
import { PlanCards } from './components/plan-cards';

/** Plans and prices (/pricing, optional ?highlight=1). */
export function PricingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const highlight = params.get('highlight') === '1';
  const checkout = useCheckout();
  const [dialogOpen, setDialogOpen] = useState(false);

  const dashboard = async () => {
    try {
      const status = await checkSubscription();
      void navigate(status.hasSubscription ? '/staffing-planner' : '/pricing?highlight=1');
    } catch {
      void navigate('/pricing?highlight=1');
    }
  };
  const choose = (tier: Tier) => {
    if (user && hasCachedSubscription()) setDialogOpen(true);
    else void checkout(tier);
  };

  return (
    <>
      <header className="border-b">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
          <Button variant="ghost" size="sm" onClick={() => navigate('/')}>
            <ArrowLeft /> Back to Home
          </Button>
          <nav aria-label="Account" className="flex items-center gap-2">
            <HeaderAccount emailClassName="sm:inline" onDashboard={dashboard} />
          </nav>
        </div>
      </header>
      <main className="grid gap-12 pb-16">
        <section aria-label="Launch Week Special" className="bg-primary text-primary-foreground">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <p>
              <strong>Launch Week Special:</strong> 50% off every plan. Offer ends in
            </p>
            <Countdown />
          </div>
        </section>
        <section className="mx-auto grid w-full max-w-6xl gap-6 px-4">
          <div className="text-center">
            <Logo />
            <h1 className="mt-3 text-3xl font-semibold tracking-tight md:text-4xl">
              Simple, monthly pricing
            </h1>
            <p className="mt-2 text-muted-foreground">Month-to-month billing. Cancel anytime.</p>
            {highlight ? (
              <p
                role="status"
                className="mx-auto mt-4 max-w-xl rounded-md border border-primary/40 bg-accent px-4 py-2 text-sm text-accent-foreground"
              >
                Choose a plan to start using the staffing planner.
              </p>
            ) : null}
          </div>
          <PlanCards highlight={highlight} onChoose={choose} />
        </section>
        <div className="px-4">
          <Faq />
        </div>
        <section aria-labelledby="pricing-cta" className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="pricing-cta" className="text-2xl font-semibold">
            Ready to build your next staffing plan?
          </h2>
          <p className="mt-2 text-muted-foreground">Start with Professional, the plan most teams choose.</p>
          <Button className="mt-4" size="lg" onClick={() => choose('professional')}>
            Get Started
          </Button>
        </section>
      </main>
      <SubscriptionDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
