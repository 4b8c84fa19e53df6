import { CircleHelp, CreditCard, LayoutDashboard, LogOut, PanelLeft, User } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { hasCachedSubscription } from '../../../lib/storage';
import { useAuth } from '../../auth/hooks/auth-context';
import { SubscriptionDialog } from '../../subscription/components/subscription-dialog';
import { HowToUseDialog } from './how-to-use-dialog';

/** The planner header: sidebar toggle, How to Use, and the avatar menu. */
export function PlannerHeader({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const email = user?.email ?? '';
  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b bg-card px-3">
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={sidebarOpen ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        >
          <PanelLeft />
        </Button>
        <Logo />
      </div>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" aria-label="How to Use" onClick={() => setHelpOpen(true)}>
          <CircleHelp /> <span className="hidden sm:inline">How to Use</span>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Account menu" className="rounded-full">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground uppercase">
                {email.charAt(0) || '?'}
              </span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>
              <span className="block truncate font-medium">{email}</span>
              <span className="text-xs text-muted-foreground">
                {hasCachedSubscription() ? 'Premium' : 'Free'}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate('/account')}>
              <User /> Account
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setSubscriptionOpen(true)}>
              <CreditCard /> Subscription
            </DropdownMenuItem>
            {email.toLowerCase().includes('admin') ? (
              <DropdownMenuItem onSelect={() => navigate('/admin')}>
                <LayoutDashboard /> Admin Dashboard
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={async () => {
                await signOut().catch(() => undefined);
                void navigate('/');
              }}
            >
              <LogOut /> Log out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <SubscriptionDialog open={subscriptionOpen} onOpenChange={setSubscriptionOpen} />
      <HowToUseDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </header>
  );
}
