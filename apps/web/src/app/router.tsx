/**
 * Routes (spec §2). Everything but /login is behind RequireAuth and lazy-loaded:
 *
 *   /login                      login handler (OIDC callback in the hash, or start sign-in)
 *   /silent-renew               handled in main.tsx before React (silent token renewal iframe)
 *   /                           Dashboard
 *   /kiosks/*                   Kiosks
 *   /organizations/*            Organizations
 *   /users/*                    Users
 *   /products/*                 Products
 *   /reports/*                  Reports (/reports/compliance, /reports/waste, /reports/refills: views of their own)
 *   /alerts                     Alerts (filters in the URL; linked from the header and the kiosk page)
 *   /transactions/:tab          Transactions: sales | refills | products (/transactions → sales)
 *   /forecast/*                 Forecast (hidden and redirected to / on the production host)
 *   /settings/:tab              Settings: notifications | kiosk-ui | security (→ notifications)
 *   /help/*                     FAQ/Help
 *   /field                      Field app for replenishers (ADR 0025): today's route
 *   /field/kiosk/:kioskId?      Field app: at the kiosk (door, per-cell checklist)
 *   /field/help                 Field app: the replenishers' help
 *   anything else               redirect to /
 */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { LoginPage } from './auth/login-page.tsx';
import { RequireAuth } from './auth/require-auth.tsx';
import { HiddenOnProductionHost } from './hidden-on-production-host.tsx';
import { LOGIN_PATH } from './auth/user-manager.ts';
import { RouteErrorPage } from './route-error-page.tsx';

export const routes: RouteObject[] = [
  { path: LOGIN_PATH, Component: LoginPage, ErrorBoundary: RouteErrorPage },
  {
    path: '/',
    Component: RequireAuth,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      {
        path: 'field',
        lazy: async () => ({ Component: (await import('./field/field-shell.tsx')).FieldShell }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/field/today-page.tsx')).TodayPage }),
          },
          {
            path: 'kiosk/:kioskId?',
            lazy: async () => ({ Component: (await import('../features/field/kiosk-page.tsx')).KioskPage }),
          },
          {
            path: 'help/*',
            lazy: async () => ({
              Component: (await import('../features/help/field-help-page.tsx')).FieldHelpPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layout/console-shell.tsx')).ConsoleShell }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage }),
          },
          {
            path: 'kiosks/*',
            lazy: async () => ({ Component: (await import('../features/kiosks/kiosks-page.tsx')).KiosksPage }),
          },
          {
            path: 'organizations/*',
            lazy: async () => ({
              Component: (await import('../features/organizations/organizations.routes.tsx')).OrganizationsRoutes,
            }),
          },
          {
            path: 'users/*',
            lazy: async () => ({ Component: (await import('../features/users/users.routes.tsx')).UsersRoutes }),
          },
          {
            path: 'products/*',
            lazy: async () => ({
              Component: (await import('../features/products/products.routes.tsx')).ProductsRoutes,
            }),
          },
          {
            path: 'reports/compliance',
            lazy: async () => ({
              Component: (await import('../features/reports/compliance/compliance-page.tsx')).CompliancePage,
            }),
          },
          {
            path: 'reports/waste',
            lazy: async () => ({
              Component: (await import('../features/reports/waste/waste-page.tsx')).WastePage,
            }),
          },
          {
            path: 'reports/refills',
            lazy: async () => ({
              Component: (await import('../features/reports/refill-history/refill-history-page.tsx')).RefillHistoryPage,
            }),
          },
          {
            path: 'reports/*',
            lazy: async () => ({ Component: (await import('../features/reports/reports-page.tsx')).ReportsPage }),
          },
          {
            path: 'alerts',
            lazy: async () => ({ Component: (await import('../features/alerts/alerts-page.tsx')).AlertsPage }),
          },
          {
            path: 'transactions/:tab?',
            lazy: async () => ({
              Component: (await import('../features/transactions/transactions-page.tsx')).TransactionsPage,
            }),
          },
          {
            path: 'forecast/*',
            lazy: async () => {
              const { ForecastPage } = await import('../features/forecast/forecast-page.tsx');
              return {
                element: (
                  <HiddenOnProductionHost>
                    <ForecastPage />
                  </HiddenOnProductionHost>
                ),
              };
            },
          },
          {
            path: 'settings/:tab?',
            lazy: async () => ({ Component: (await import('../features/settings/settings-page.tsx')).SettingsPage }),
          },
          {
            path: 'help/*',
            lazy: async () => ({ Component: (await import('../features/help/help-page.tsx')).HelpPage }),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
