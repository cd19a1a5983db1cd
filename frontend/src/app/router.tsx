import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { ToastHost } from '../components/ui/toast-host';
import { legalLinks, paths } from '../config/paths';
import { DocumentLoad } from './document-load';
import { SiteLayout } from './layouts/site-layout';

interface Page {
  path: string;
  /** The file under app/routes that renders it: the build preloads that chunk with the page. */
  module: string;
  Component: ComponentType;
}

// Route-level code splitting: each page is its own chunk, loaded when visited.
const Legal = lazy(() => import('./routes/legal'));
const page = (path: string, module: string, Component: ComponentType): Page => ({
  path,
  module,
  Component,
});

/** Every page with a fixed path: these are routed, and prerendered to HTML at build time. */
export const staticPages: Page[] = [
  page(
    paths.home,
    'home',
    lazy(() => import('./routes/home')),
  ),
  page(
    paths.services,
    'services',
    lazy(() => import('./routes/services')),
  ),
  page(
    paths.caseStudies,
    'case-studies',
    lazy(() => import('./routes/case-studies')),
  ),
  page(
    paths.portfolio,
    'portfolio',
    lazy(() => import('./routes/portfolio')),
  ),
  page(
    paths.about,
    'about',
    lazy(() => import('./routes/about')),
  ),
  page(
    paths.ourStory,
    'our-story',
    lazy(() => import('./routes/our-story')),
  ),
  page(
    paths.team,
    'team',
    lazy(() => import('./routes/team')),
  ),
  page(
    paths.blog,
    'blog',
    lazy(() => import('./routes/blog')),
  ),
  page(
    paths.clientPath,
    'client-path',
    lazy(() => import('./routes/client-path')),
  ),
  page(
    paths.contact,
    'contact',
    lazy(() => import('./routes/contact')),
  ),
  page(
    paths.hireDevelopers,
    'hire-developers',
    lazy(() => import('./routes/hire-developers')),
  ),
  page(
    paths.careers,
    'career-opportunities',
    lazy(() => import('./routes/career-opportunities')),
  ),
  page(
    paths.internships,
    'internship-program',
    lazy(() => import('./routes/internship-program')),
  ),
  ...legalLinks.map((link) => page(link.to, 'legal', () => <Legal path={link.to} />)),
  page(
    paths.errorTest,
    'error-test',
    lazy(() => import('./routes/error-test')),
  ),
];

const NewsletterLink = lazy(() => import('./routes/newsletter-link'));
const NotFound = lazy(() => import('./routes/not-found'));
// The sign-in page loads nothing of the console until staff are signed in.
const AdminLogin = lazy(() => import('./routes/admin/login'));

/** The site's pages and the staff sign-in page. */
export const siteRoutes: RouteObject[] = [
  {
    path: paths.adminLogin,
    element: (
      <>
        <Suspense fallback={<LoadingIndicator />}>
          <AdminLogin />
        </Suspense>
        <ToastHost />
      </>
    ),
  },
  {
    element: <SiteLayout />,
    children: [
      ...staticPages.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: paths.newsletterLink, element: <NewsletterLink /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

const siteBuildRoutes = [...siteRoutes, { path: `${paths.admin}/*`, element: <DocumentLoad /> }];

/**
 * The site's build: its routes, for a BrowserRouter in the browser and a StaticRouter in the
 * prerender. The console is a build of its own (console-router.tsx), which the browser loads
 * as a document.
 * Declarative routing: the site has no loaders or actions, so it does without the data
 * router's code.
 */
export function AppRoutes() {
  return useRoutes(siteBuildRoutes);
}
