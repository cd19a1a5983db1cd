import Box from '@mui/material/Box';
import { lazy } from 'react';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { store } from '../../../lib/store';
import { PLAIN_RECORD_KINDS } from '../../../features/admin-records/plain-kinds';
import ConsoleLayout from './console-layout';

// The frame is in the console's entry, as every page of it but the mailed links shows it. Every
// screen is a chunk of its own; the build preloads that of the page it prerendered
// (scripts/prerender.mjs). The sign-in page is the site's (app/router.tsx).
const DashboardRoute = lazy(() => import('./dashboard'));
const RecordsRoute = lazy(() => import('./records'));
const NewsletterRoute = lazy(() => import('./newsletter'));
const CampaignsRoute = lazy(() => import('./campaigns'));
const InternshipQuestionsRoute = lazy(() => import('./internship-questions'));
const ChatbotRoute = lazy(() => import('./chatbot'));
const TeamRoute = lazy(() => import('./team'));
const ReplyTemplatesRoute = lazy(() => import('./reply-templates'));
const AuditRoute = lazy(() => import('./audit'));
const InboundRoute = lazy(() => import('./inbound'));
const AccountRoute = lazy(() => import('./account'));
const PeopleRoute = lazy(() => import('./people'));
const SetPasswordRoute = lazy(() => import('./set-password'));
const NotFoundRoute = lazy(() => import('./not-found'));

// Paths under /admin/*, where this tree is mounted.
const relative = (path: string) => path.slice(adminPaths.dashboard.length + 1);
/**
 * A kind's section, and the same screen with a record's detail open (`adminPaths.record`, the
 * link in its staff alert): one route, so opening and closing a record keeps the list as it is.
 */
const withRecord = (path: string) => `${relative(path)}/:id?`;

const routes: RouteObject[] = [
  // The mailed links: public, like the sign-in page.
  { path: `${relative(adminPaths.invite)}/:token`, element: <SetPasswordRoute link="invite" /> },
  { path: `${relative(adminPaths.reset)}/:token`, element: <SetPasswordRoute link="reset" /> },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <DashboardRoute /> },
      // A key per kind: moving between screens starts each with its own state.
      ...PLAIN_RECORD_KINDS.map((kind) => ({
        path: withRecord(adminPaths.section(kind)),
        element: <RecordsRoute key={kind} kind={kind} />,
      })),
      {
        path: withRecord(adminPaths.section('internship-question')),
        element: <InternshipQuestionsRoute />,
      },
      {
        path: relative(adminPaths.section('newsletter-subscription')),
        element: <NewsletterRoute />,
      },
      { path: `${relative(adminPaths.campaigns)}/:id?`, element: <CampaignsRoute /> },
      { path: relative(adminPaths.chatbot), element: <ChatbotRoute /> },
      { path: relative(adminPaths.team), element: <TeamRoute /> },
      { path: relative(adminPaths.replyTemplates), element: <ReplyTemplatesRoute /> },
      { path: relative(adminPaths.audit), element: <AuditRoute /> },
      { path: relative(adminPaths.inbound), element: <InboundRoute /> },
      { path: relative(adminPaths.account), element: <AccountRoute /> },
      { path: relative(adminPaths.people), element: <PeopleRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * The staff console under /admin: rendered in the browser only, behind the session guard. Its
 * screens read the site's store through react-redux, which only the console loads. (The router
 * renders the toast host beside it.)
 */
export default function AdminApp() {
  return (
    <Provider store={store}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>{useRoutes(routes)}</Box>
    </Provider>
  );
}
