import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

const InteractiveProvider = lazy(() => import('../../app/interactive-provider'));

export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <Header />
      {/* While it loads, a prerendered page keeps its HTML: the fallback only shows elsewhere. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <InteractiveProvider>
          <Box component="main" id="main" sx={{ minHeight: '70vh' }}>
            <Suspense
              fallback={
                <CircularProgress
                  aria-label="Loading"
                  sx={{ display: 'block', mx: 'auto', my: 8 }}
                />
              }
            >
              <Outlet />
            </Suspense>
          </Box>
          <Footer />
        </InteractiveProvider>
      </Suspense>
    </>
  );
}
