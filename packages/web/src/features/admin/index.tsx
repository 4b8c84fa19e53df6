import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { loadApi } from '../../lib/api-lazy';
import { NotFoundPage } from '../errors/not-found-page';

const number = new Intl.NumberFormat('en-US');

/** The admin dashboard (/admin): the server decides who is an admin; others see the not-found page. */
export function AdminPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const overview = useQuery({
    queryKey: ['/api/admin/overview'],
    queryFn: async () => (await loadApi()).adminOverview(),
  });
  const users = useQuery({
    queryKey: ['/api/admin/users', page],
    enabled: overview.isSuccess,
    queryFn: async () => (await loadApi()).adminUsers(page),
  });

  // Not signed in, not an admin (401/403) or any other failure: the page does not exist for them.
  if (overview.isError) return <NotFoundPage />;

  const o = overview.data;
  const stats: Array<[string, number | undefined]> = [
    ['Users', o?.users],
    ['Active subscriptions', o ? Object.values(o.activeSubscriptions).reduce((a, b) => a + b, 0) : undefined],
    ['Plans this month', o?.plansThisMonth],
    ['Tokens this month', o?.tokensThisMonth],
    ['Documents awaiting purge', o?.documentsAwaitingPurge],
  ];
  const total = users.data?.total ?? 0;
  const pageSize = users.data?.pageSize ?? 50;
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <Button variant="ghost" className="justify-self-start" onClick={() => navigate('/staffing-planner')}>
        <ArrowLeft /> Back to Staffing Plan
      </Button>
      <h1 className="text-2xl font-semibold tracking-tight">Admin Dashboard</h1>
      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {stats.map(([label, value]) => (
          <Card key={label}>
            <CardHeader className="pb-2">
              <p className="text-sm text-muted-foreground">{label}</p>
            </CardHeader>
            <CardContent>
              {value === undefined ? (
                <Skeleton className="h-7 w-16" />
              ) : (
                <p className="text-2xl font-semibold tabular-nums">{number.format(value)}</p>
              )}
            </CardContent>
          </Card>
        ))}
      </section>
      {o ? (
        <p className="text-sm text-muted-foreground">
          By tier: Basic {o.activeSubscriptions.basic ?? 0} · Professional{' '}
          {o.activeSubscriptions.professional ?? 0} · Enterprise {o.activeSubscriptions.enterprise ?? 0}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Users</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-sm whitespace-nowrap tabular-nums [&_td:not(:last-child)]:pr-4 [&_th:not(:last-child)]:pr-4">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 font-medium">Email</th>
                <th className="py-2 font-medium">Created</th>
                <th className="py-2 font-medium">Tier</th>
                <th className="py-2 font-medium">Status</th>
                <th className="py-2 text-right font-medium">Plans</th>
                <th className="py-2 text-right font-medium">Weighted tokens</th>
              </tr>
            </thead>
            <tbody>
              {(users.data?.users ?? []).map((u) => (
                <tr key={u.id} className="border-t">
                  <td className="py-2">{u.email}</td>
                  <td className="py-2">{new Date(u.createdAt).toLocaleDateString('en-US')}</td>
                  <td className="py-2 capitalize">{u.tier ?? '—'}</td>
                  <td className="py-2">{u.status ?? '—'}</td>
                  <td className="py-2 text-right">{number.format(u.planCount)}</td>
                  <td className="py-2 text-right">{number.format(u.weightedTokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {users.isLoading ? <Skeleton className="mt-2 h-24 w-full" /> : null}
          <div className="mt-3 flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="tabular-nums">
              Page {page} of {Math.max(1, Math.ceil(total / pageSize))}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page * pageSize >= total}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
