/** Every route path of the site, once. */
export const paths = {
  home: '/',
  services: '/services',
  caseStudies: '/case-studies',
  portfolio: '/portfolio',
  about: '/about',
  ourStory: '/our-story',
  team: '/team',
  blog: '/blog',
  clientPath: '/client-path',
  contact: '/contact',
  hireDevelopers: '/hire-developers',
  careers: '/career-opportunities',
  internships: '/internship-program',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  gdpr: '/gdpr-compliance',
  security: '/security',
  sla: '/sla',
  errorTest: '/error-test',
  /** The links newsletter mail carries: `unsubscribe` in every mail, double opt-in's `confirm`. */
  newsletterLink: '/newsletter/:link/:token',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;

/**
 * Whether a path is the staff console's: its own build serves it, apart from the site's. The
 * sign-in page is the site's, so that it loads nothing of the console.
 */
export const isConsolePath = (path: string) =>
  (path === paths.admin || path.startsWith(`${paths.admin}/`)) && path !== paths.adminLogin;

export const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Cookie Policy', to: paths.cookiePolicy },
  { label: 'GDPR Compliance', to: paths.gdpr },
  { label: 'Security', to: paths.security },
  { label: 'Service Level Agreement', to: paths.sla },
] as const;

export const mainLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'About', to: paths.about },
  { label: 'Team', to: paths.team },
  { label: 'Contact', to: paths.contact },
] as const;
