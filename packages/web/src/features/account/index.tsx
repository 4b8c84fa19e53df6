import { ArrowLeft, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../auth/hooks/auth-context';
import { SubscriptionDialog } from '../subscription/components/subscription-dialog';
import { DeleteAccount } from './components/delete-account';
import { UsageDashboard } from './components/usage-dashboard';
import { useAccountSubscription } from './hooks/use-account-subscription';

function createdDate(iso: string | undefined): string {
  if (!iso) return 'Not available';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Not available'
    : date.toLocaleDateString('en-US', { dateStyle: 'long' });
}

/** Usage, billing and profile (/account). */
export function AccountPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { hasSubscription, checking } = useAccountSubscription();
  const [dialogOpen, setDialogOpen] = useState(false);
  const email = user?.email ?? '';

  const logout = async () => {
    try {
      await signOut();
      toast.success('Signed out', { description: "You've been successfully signed out." });
      void navigate('/');
    } catch {
      toast.error('Error signing out', {
        description: 'An error occurred while signing out. Please try again.',
      });
    }
  };

  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Button variant="ghost" className="justify-self-start" onClick={() => navigate('/staffing-planner')}>
        <ArrowLeft /> Back to Staffing Plan
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
          <p className="text-muted-foreground">{email}</p>
          {checking ? (
            <Skeleton className="mt-1 h-4 w-40" />
          ) : (
            <p className="text-sm">{hasSubscription ? 'Active subscription' : 'No active subscription'}</p>
          )}
        </div>
        <Button variant="outline" onClick={logout}>
          <LogOut /> Sign Out
        </Button>
      </div>
      <Tabs defaultValue="usage" className="grid gap-4">
        <TabsList className="justify-self-start">
          <TabsTrigger value="usage">Usage</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="usage">
          {checking ? (
            <Skeleton className="h-40 w-full" />
          ) : hasSubscription ? (
            <UsageDashboard />
          ) : (
            <Card>
              <CardContent className="flex flex-col items-start gap-3 pt-5">
                <p>You need an active subscription to view your usage statistics.</p>
                <Button onClick={() => navigate('/pricing')}>View Subscription Plans</Button>
              </CardContent>
            </Card>
          )}
        </TabsContent>
        <TabsContent value="billing">
          <Card>
            <CardHeader>
              <CardTitle>{hasSubscription ? 'Billing' : 'No Active Subscription'}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col items-start gap-3">
              {hasSubscription ? (
                <>
                  <Button onClick={() => setDialogOpen(true)}>Manage Subscription</Button>
                  <p className="text-sm text-muted-foreground">
                    Payment details and invoices are managed securely by our payment provider.
                  </p>
                </>
              ) : (
                <Button onClick={() => navigate('/pricing')}>View Pricing Plans</Button>
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="profile" className="grid gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Email</dt>
                <dd>{email || 'Not available'}</dd>
                <dt className="text-muted-foreground">Account created</dt>
                <dd>{createdDate(user?.created_at)}</dd>
              </dl>
            </CardContent>
          </Card>
          {email ? <DeleteAccount email={email} /> : null}
        </TabsContent>
      </Tabs>
      <SubscriptionDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </main>
  );
}
