import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation starts at the top; once more after 100 ms, once lazy content has laid out. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const again = setTimeout(() => window.scrollTo(0, 0), 100);
    return () => clearTimeout(again);
  }, [pathname]);
  return null;
}
