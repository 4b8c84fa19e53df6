import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { Logo } from '../logo';
import { Button } from '../ui/button';

/** The public header: logo, Pricing, and either the e-mail with Sign Out and Dashboard, or Sign In. */
export function SiteHeader({ onDashboard }: { onDashboard?: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" aria-label="StaffPlan home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => navigate('/pricing')}>
            Pricing
          </Button>
          {user ? (
            <>
              <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline">
                {user.email}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={async () => {
                  await signOut().catch(() => undefined);
                }}
              >
                Sign Out
              </Button>
              <Button size="sm" onClick={onDashboard ?? (() => navigate('/staffing-planner'))}>
                Dashboard
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => navigate('/auth')}>
              Sign In
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
