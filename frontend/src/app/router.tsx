import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { paths } from '../config/paths';

// Route-level code splitting: each page is its own chunk, loaded when visited.
const Home = lazy(() => import('./routes/home'));
const Contact = lazy(() => import('./routes/contact'));
const Careers = lazy(() => import('./routes/career-opportunities'));
const NewsletterUnsubscribe = lazy(() => import('./routes/newsletter-unsubscribe'));
const NotFound = lazy(() => import('./routes/not-found'));

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <Home /> },
      { path: paths.contact, element: <Contact /> },
      { path: paths.careers, element: <Careers /> },
      { path: paths.newsletterUnsubscribe, element: <NewsletterUnsubscribe /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
