import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { PATHS } from '@/engine/paths';
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
const FormsStudioRoute = lazy(() => import('./FormsStudioRoute'));
const FlowsStudioRoute = lazy(() => import('./FlowsStudioRoute'));
const AccountOpeningPage = lazy(() => import('@/features/account-opening/AccountOpeningPage'));
const EmailLogsPage = lazy(() => import('@/features/email-logs/EmailLogsPage'));
const PlaceholderPage = lazy(() => import('@/features/shell/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })));
const NotFoundPage = lazy(() => import('@/features/shell/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const loading = <Spinner label="Loading…" style={{ margin: '48px auto' }} />;
const screen = (node: ReactNode) => <Suspense fallback={loading}>{node}</Suspense>;

/** Screens owned by later work: a plain page naming what will be there. */
const PLACEHOLDERS: Array<[string, string, string]> = [
  [PATHS.currencyConverter, 'Currency Converter', 'Convert between the platform currencies at the EUR reference rates.'],
  [PATHS.riskProfile, 'Risk Profile', 'An explanation of the risk profiles and the risk scale used on the platform.'],
  [PATHS.glossary, 'Glossary', 'Definitions of the investment terms used on the platform.'],
  [PATHS.faqInvesting, 'Investing FAQs', 'Answers to common questions about investing through the platform.'],
  [PATHS.faqAlerts, 'My Alerts Overview', 'How price alerts work: gain and fall targets, e-mail notices and resets.'],
  [PATHS.faqTerminology, 'Terminology', 'The terms used on statements, fact sheets and orders.'],
  [PATHS.howToBuySell, 'How to - Buy & Sell Funds', 'A step-by-step guide to buying and selling through the cart.'],
  [PATHS.howToRemitCash, 'How to - Remit Cash Out', 'How to withdraw cash from your account to your bank account.'],
  [PATHS.howToSendCash, 'How to - Cash Transfer', 'How to send cash to your account.'],
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
                ...PLACEHOLDERS.map(([path, title, text]) => ({ path, element: screen(<PlaceholderPage title={title} text={text} />) })),
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
