import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <Header />
      <Box component="main" id="main" sx={{ minHeight: '70vh' }}>
        <Suspense
          fallback={
            <CircularProgress aria-label="Loading" sx={{ display: 'block', mx: 'auto', my: 8 }} />
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
