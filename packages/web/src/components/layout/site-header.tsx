import { Link, useNavigate } from 'react-router';
import { Logo } from '../logo';
import { Button } from '../ui/button';
import { HeaderAccount } from './header-account';

/** The public header: logo, Pricing, and either the e-mail with Sign Out and Dashboard, or Sign In. */
export function SiteHeader({ onDashboard }: { onDashboard?: () => void }) {
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
          <HeaderAccount
            emailClassName="max-w-48 md:inline"
            withSignOut
            onDashboard={onDashboard ?? (() => navigate('/staffing-planner'))}
          />
        </nav>
      </div>
    </header>
  );
}
