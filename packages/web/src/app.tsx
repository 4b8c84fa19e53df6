import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { LoadingScreen } from './components/ui/spinner';
import { AuthPage } from './features/auth/auth-page';
import { AuthProvider } from './features/auth/auth-provider';
import { AuthClientLoader } from './features/auth/components/auth-client-loader';
import { AuthRoute } from './features/auth/components/auth-route';
import { ProtectedRoute } from './features/auth/components/protected-route';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { VerifyEmailPage } from './features/auth/verify-email-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { LandingPage } from './features/landing';
import { createQueryClient } from './lib/query-client';

const PlannerPage = lazy(() => import('./features/planner').then((m) => ({ default: m.PlannerPage })));
const AccountPage = lazy(() => import('./features/account').then((m) => ({ default: m.AccountPage })));
const AdminPage = lazy(() => import('./features/admin').then((m) => ({ default: m.AdminPage })));
const PricingPage = lazy(() => import('./features/pricing').then((m) => ({ default: m.PricingPage })));
const PrivacyPage = lazy(() =>
  import('./features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() => import('./features/legal/terms-page').then((m) => ({ default: m.TermsPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

function Root() {
  return (
    <>
      <AuthClientLoader />
      <Outlet />
      {/* Bottom right, above the planner's floating chat button (on a phone, above its bottom bar):
          never over a page title or header. Sonner's region is still a live region. */}
      <Toaster
        position="bottom-right"
        offset={{ bottom: 88, right: 24 }}
        mobileOffset={{ bottom: 72, left: 12, right: 12 }}
        visibleToasts={1}
        duration={5000}
        hotkey={['F8']}
        richColors
        closeButton
      />
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/auth',
        element: (
          <AuthRoute>
            <AuthPage />
          </AuthRoute>
        ),
      },
      { path: '/login', element: <Navigate to="/auth" replace /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      {
        path: '/pricing',
        element: (
          <Lazy>
            <PricingPage />
          </Lazy>
        ),
      },
      {
        path: '/staffing-planner',
        element: (
          <ProtectedRoute requireSubscription>
            <Lazy>
              <PlannerPage />
            </Lazy>
          </ProtectedRoute>
        ),
      },
      {
        path: '/account',
        element: (
          <ProtectedRoute>
            <Lazy>
              <AccountPage />
            </Lazy>
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin',
        element: (
          <ProtectedRoute>
            <Lazy>
              <AdminPage />
            </Lazy>
          </ProtectedRoute>
        ),
      },
      {
        path: '/privacy',
        element: (
          <Lazy>
            <PrivacyPage />
          </Lazy>
        ),
      },
      {
        path: '/terms',
        element: (
          <Lazy>
            <TermsPage />
          </Lazy>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

/** The application: query client, auth and the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
