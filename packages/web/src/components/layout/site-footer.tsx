import { Link } from 'react-router';
import { config } from '../../config';
import { Logo } from '../logo';

/** The public footer: Features, Launch App, Privacy, Terms, Pricing and Contact. */
export function SiteFooter({ onLaunch }: { onLaunch?: () => void }) {
  const link = 'text-sm text-muted-foreground hover:text-foreground';
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1">
          <Logo />
          <p className="text-xs text-muted-foreground">
            Bottom-up staffing plans from government solicitations.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <a className={link} href="/#features">
            Features
          </a>
          {onLaunch ? (
            <button type="button" className={`${link} cursor-pointer`} onClick={onLaunch}>
              Launch App
            </button>
          ) : (
            <Link className={link} to="/staffing-planner">
              Launch App
            </Link>
          )}
          <Link className={link} to="/privacy">
            Privacy
          </Link>
          <Link className={link} to="/terms">
            Terms
          </Link>
          <Link className={link} to="/pricing">
            Pricing
          </Link>
          <a className={link} href={`mailto:${config.contactEmail}`}>
            Contact
          </a>
        </nav>
      </div>
    </footer>
  );
}
