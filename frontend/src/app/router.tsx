import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { legalLinks, paths } from '../config/paths';

// Route-level code splitting: each page is its own chunk, loaded when visited.
const Home = lazy(() => import('./routes/home'));
const Services = lazy(() => import('./routes/services'));
const CaseStudies = lazy(() => import('./routes/case-studies'));
const Portfolio = lazy(() => import('./routes/portfolio'));
const About = lazy(() => import('./routes/about'));
const OurStory = lazy(() => import('./routes/our-story'));
const Team = lazy(() => import('./routes/team'));
const Blog = lazy(() => import('./routes/blog'));
const ClientPath = lazy(() => import('./routes/client-path'));
const Contact = lazy(() => import('./routes/contact'));
const HireDevelopers = lazy(() => import('./routes/hire-developers'));
const Careers = lazy(() => import('./routes/career-opportunities'));
const Internships = lazy(() => import('./routes/internship-program'));
const Legal = lazy(() => import('./routes/legal'));
const ErrorTest = lazy(() => import('./routes/error-test'));
const NewsletterUnsubscribe = lazy(() => import('./routes/newsletter-unsubscribe'));
const NotFound = lazy(() => import('./routes/not-found'));

export const routes = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <Home /> },
      { path: paths.services, element: <Services /> },
      { path: paths.caseStudies, element: <CaseStudies /> },
      { path: paths.portfolio, element: <Portfolio /> },
      { path: paths.about, element: <About /> },
      { path: paths.ourStory, element: <OurStory /> },
      { path: paths.team, element: <Team /> },
      { path: paths.blog, element: <Blog /> },
      { path: paths.clientPath, element: <ClientPath /> },
      { path: paths.contact, element: <Contact /> },
      { path: paths.hireDevelopers, element: <HireDevelopers /> },
      { path: paths.careers, element: <Careers /> },
      { path: paths.internships, element: <Internships /> },
      ...legalLinks.map((link) => ({ path: link.to, element: <Legal path={link.to} /> })),
      { path: paths.errorTest, element: <ErrorTest /> },
      { path: paths.newsletterUnsubscribe, element: <NewsletterUnsubscribe /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
