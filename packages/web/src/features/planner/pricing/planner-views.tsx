import type { GeneratedPlan } from '@staffplan/core';
import type { Pricing } from '@staffplan/core/pricing';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Skeleton } from '../../../components/ui/skeleton';

// The Pricing view (decimal money, GSA CALC data) loads when its tab is first opened.
const PricingView = lazy(() => import('./pricing-view').then((m) => ({ default: m.PricingView })));

/**
 * The planner's two views of a plan: the staffing plan (`children`, the plan panel) and its
 * Pricing. Without a plan there is nothing to price, so only the plan panel shows.
 */
export function PlannerViews({
  plan,
  planKey,
  planName,
  saved,
  onSavePricing,
  children,
}: {
  plan: GeneratedPlan | null;
  /** Changes when another plan is shown: the Pricing view starts again from its pricing. */
  planKey: string;
  planName: string;
  saved: boolean;
  onSavePricing: (pricing: Pricing) => void;
  children: ReactNode;
}) {
  const [view, setView] = useState('plan');
  if (!plan || plan.tasks.length === 0) return <>{children}</>;
  return (
    <Tabs value={view} onValueChange={setView} className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <TabsList aria-label="Plan views" className="w-fit">
        <TabsTrigger value="plan">Staffing plan</TabsTrigger>
        <TabsTrigger value="pricing">Pricing</TabsTrigger>
      </TabsList>
      <TabsContent value="plan">{children}</TabsContent>
      <TabsContent value="pricing">
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <PricingView key={planKey} plan={plan} planName={planName} saved={saved} onSave={onSavePricing} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
