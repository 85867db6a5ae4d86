import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { PATHS } from '@/engine/paths';
import { quickLinkName } from '@/engine/quickLinks';
import { getFormsRegistry } from './formsRegistry';
import { RootLayout } from '@/features/shell/RootLayout';
import { ComplianceToStudio, GuestOnly, NotForClients, RequireAuth, StaffOnly } from '@/features/shell/guards';
import { LoginPage } from '@/features/session/LoginPage';

// Screens beyond the login route are split out so the login page loads little JavaScript.
// The logged-in layout (navigation, menus, footer) is a chunk of its own, not part of the login route;
// it renders once the session is ready, after the portal's slices and sagas started (app/store.ts).
const PortalLayout = lazy(() => import('./PortalLayout').then((m) => ({ default: m.PortalLayout })));
const ResetPasswordPage = lazy(() => import('@/features/session/ResetPasswordPage'));
const HomeRoute = lazy(() => import('./HomeRoute'));
const MyAccountRoute = lazy(() => import('./MyAccountRoute'));
const TwoFactorPage = lazy(() => import('@/features/session/TwoFactorPage'));
const FormsStudioRoute = lazy(() => import('./FormsStudioRoute'));
const FlowsStudioRoute = lazy(() => import('./FlowsStudioRoute'));
const AccountOpeningPage = lazy(() => import('@/features/account-opening/AccountOpeningPage'));
const EmailLogsPage = lazy(() => import('@/features/email-logs/EmailLogsPage'));
const CurrencyConverterPage = lazy(() => import('@/features/utilities/CurrencyConverterPage'));
const RiskProfilePage = lazy(() => import('@/features/utilities/RiskProfilePage'));
const GlossaryPage = lazy(() => import('@/features/utilities/GlossaryPage'));
const FaqPage = lazy(() => import('@/features/utilities/FaqPage'));
const TerminologyPage = lazy(() => import('@/features/utilities/TerminologyPage'));
const HowToPage = lazy(() => import('@/features/utilities/HowToPage'));
const NotFoundPage = lazy(() => import('@/features/shell/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const loading = <Spinner label="Loading…" style={{ margin: '48px auto' }} />;
const screen = (node: ReactNode) => <Suspense fallback={loading}>{node}</Suspense>;

/** The footer's utilities (portal-shell §2, issue 14 item 7), each page named by its quick link until its content says. */
const UTILITY_ROUTES: Array<[string, (title: string) => ReactNode]> = [
  [PATHS.currencyConverter, (title) => <CurrencyConverterPage title={title} />],
  [PATHS.riskProfile, (title) => <RiskProfilePage fallbackTitle={title} />],
  [PATHS.glossary, (title) => <GlossaryPage fallbackTitle={title} />],
  [PATHS.faqInvesting, (title) => <FaqPage page="faq-investing" fallbackTitle={title} />],
  [PATHS.faqAlerts, (title) => <FaqPage page="faq-alerts" fallbackTitle={title} />],
  [PATHS.faqTerminology, (title) => <TerminologyPage fallbackTitle={title} />],
  [PATHS.howToBuySell, (title) => <HowToPage page="how-to-buy-sell" fallbackTitle={title} />],
  [PATHS.howToRemitCash, (title) => <HowToPage page="how-to-remit-cash" fallbackTitle={title} />],
  [PATHS.howToSendCash, (title) => <HowToPage page="how-to-send-cash" fallbackTitle={title} />],
];

/** The route table of portal-shell §2 with its guards. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: PATHS.login, element: <LoginPage /> },
            { path: PATHS.resetPassword, element: screen(<ResetPasswordPage />) },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: screen(<PortalLayout />),
              children: [
                { element: <ComplianceToStudio />, children: [{ path: PATHS.home, element: screen(<HomeRoute />) }] },
                { path: PATHS.myAccount, element: screen(<MyAccountRoute />) },
                { path: PATHS.twoFactor, element: screen(<TwoFactorPage />) },
                { path: PATHS.emailLogs, element: screen(<EmailLogsPage />) },
                {
                  element: <NotForClients />,
                  children: [
                    {
                      path: PATHS.openAccount,
                      element: screen(<AccountOpeningPage loadRegistry={getFormsRegistry} />),
                    },
                  ],
                },
                {
                  element: <StaffOnly />,
                  children: [
                    { path: PATHS.formStudio, element: screen(<FormsStudioRoute />) },
                    { path: `${PATHS.formStudio}/:formId`, element: screen(<FormsStudioRoute />) },
                    { path: PATHS.flowStudio, element: screen(<FlowsStudioRoute />) },
                    { path: `${PATHS.flowStudio}/:flowId`, element: screen(<FlowsStudioRoute />) },
                  ],
                },
                ...UTILITY_ROUTES.map(([path, page]) => ({ path, element: screen(page(quickLinkName(path))) })),
                { path: '*', element: screen(<NotFoundPage />) },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
