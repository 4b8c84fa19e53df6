import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

/**
 * The account end of a page header: for a signed-in user the e-mail (`emailClassName` says from
 * which width it shows), Sign Out where `withSignOut`, and Dashboard; for a visitor, Sign In.
 */
export function HeaderAccount({
  emailClassName,
  withSignOut = false,
  onDashboard,
}: {
  emailClassName: string;
  withSignOut?: boolean;
  onDashboard: () => void;
}) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) {
    return (
      <Button size="sm" onClick={() => navigate('/auth')}>
        Sign In
      </Button>
    );
  }
  return (
    <>
      <span className={cn('hidden truncate text-sm text-muted-foreground', emailClassName)}>
        {user.email}
      </span>
      {withSignOut ? (
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            await signOut().catch(() => undefined);
          }}
        >
          Sign Out
        </Button>
      ) : null}
      <Button size="sm" onClick={onDashboard}>
        Dashboard
      </Button>
    </>
  );
}
