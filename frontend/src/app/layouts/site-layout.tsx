import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer, NEWSLETTER_SLOT } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ToastHost } from '../../components/ui/toast-host';
import { ByteBotLauncher } from '../../features/bytebot/components/bytebot-launcher';
import { whenNearViewport } from '../../lib/when-near-viewport';

// The form's code loads when the footer comes into view; until then its prerendered HTML shows.
const NewsletterForm = lazy(() =>
  whenNearViewport(NEWSLETTER_SLOT).then(
    () => import('../../features/newsletter/components/newsletter-form'),
  ),
);

/** Every public page: header, the page, the footer with the newsletter form, ByteBot, toasts. */
export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <Header />
      <Box component="main" id="main" sx={{ minHeight: '70vh' }}>
        {/* While a page's chunk loads, its prerendered HTML stays: the fallback shows elsewhere. */}
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer
        newsletter={
          <Suspense>
            <NewsletterForm />
          </Suspense>
        }
      />
      <ByteBotLauncher />
      <ToastHost />
    </>
  );
}
