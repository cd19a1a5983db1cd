import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { enterOtherBuild } from '../lib/go-to';

/**
 * A path the other build serves (the console's for the site, the site's for the console),
 * reached by a link: the browser loads it as a document, which shows the toasts still on
 * screen here. (Moves made in code go there directly, through `useGoTo`.)
 */
export function DocumentLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    enterOtherBuild(pathname + search + hash, true);
  }, [pathname, search, hash]);
  return null;
}
