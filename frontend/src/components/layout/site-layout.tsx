import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ByteBotLauncher } from '../../features/bytebot/components/bytebot-launcher';
import { LoadingIndicator } from '../ui/loading-indicator';
import { ToastHost } from '../ui/toast-host';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

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
      <Footer />
      <ByteBotLauncher />
      <ToastHost />
    </>
  );
}
