import { Link } from 'react-router';

/** The not-found page for any unknown path (and /admin for non-admins). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className="text-primary underline">
        Back to Home
      </Link>
    </main>
  );
}
