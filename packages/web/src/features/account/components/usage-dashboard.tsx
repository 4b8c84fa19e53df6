import { weightedTokens } from '@staffplan/core';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { tierName } from '../../subscription/plans';
import { useTokenStats } from '../hooks/use-token-stats';
import { UsageAlertBanner } from './usage-alert-banner';

const number = new Intl.NumberFormat('en-US');

/** Monthly token usage: tier, percent bar, the 5 latest plan rows and recent plans. */
export function UsageDashboard() {
  const stats = useTokenStats();
  if (stats.isLoading) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading usage" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (stats.isError || !stats.data) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-5">
          <p>Could not retrieve your token usage data.</p>
          <Button variant="outline" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { currentMonth, planBreakdown, recentPlans, subscription } = stats.data;
  const percent = currentMonth.percentUsed;
  return (
    <div className="grid gap-4">
      <UsageAlertBanner
        percent={percent}
        exceeded={currentMonth.exceeded}
        resetDate={currentMonth.resetDate}
      />
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{tierName(subscription.tier)} Plan</CardTitle>
          <Button
            variant="outline"
            size="icon"
            aria-label="Refresh usage"
            onClick={() => void stats.refetch()}
            disabled={stats.isFetching}
          >
            <RefreshCw className={stats.isFetching ? 'animate-spin' : ''} />
          </Button>
        </CardHeader>
        <CardContent className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span>Monthly usage</span>
            <span className="tabular-nums">{percent.toFixed(1)}% used</span>
          </div>
          <Progress value={percent} label="Monthly token usage" />
          <p className="text-xs text-muted-foreground tabular-nums">
            {number.format(currentMonth.weightedTokens)} of {number.format(currentMonth.limit)} weighted
            tokens
            {currentMonth.estimated ? ' (estimated)' : ''}
          </p>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Recent plan usage</CardTitle>
          </CardHeader>
          <CardContent>
            {planBreakdown.length === 0 ? (
              <p className="text-sm text-muted-foreground">No usage yet this month.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {planBreakdown.slice(0, 5).map((row) => {
                  const weighted = weightedTokens(row);
                  const share = currentMonth.limit > 0 ? (weighted / currentMonth.limit) * 100 : 0;
                  return (
                    <li key={row.plan_id} className="flex justify-between gap-2">
                      <span className="truncate">Plan #{row.plan_id.slice(0, 8)}</span>
                      <span className="tabular-nums text-muted-foreground">{share.toFixed(2)}% of limit</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Recent Plans</CardTitle>
          </CardHeader>
          <CardContent>
            {recentPlans.length === 0 ? (
              <p className="text-sm text-muted-foreground">No plans yet.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {recentPlans.map((plan) => (
                  <li key={plan.id} className="flex justify-between gap-2">
                    <span className="truncate">{plan.name}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">
                      {plan.date ? new Date(plan.date).toLocaleDateString('en-US') : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
