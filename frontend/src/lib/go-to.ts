import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { isConsolePath } from '../config/paths';
import { loadDocument } from './load-document';
import { carryToasts } from './toasts';

/**
 * The build whose router renders this document: the site's or the console's, each loading
 * the other's paths as documents; `both` where one router holds the two (the tests).
 */
export type Build = 'site' | 'console' | 'both';

export const BuildContext = createContext<Build>('both');

/** Whether a build's router holds a path (with or without its query). */
export const holds = (build: Build, to: string) =>
  build === 'both' || (build === 'console') === isConsolePath(to.split(/[?#]/)[0]);

/** Loads the other build's page at `to` as a document, with the toasts still on screen. */
export function enterOtherBuild(to: string, replace: boolean) {
  carryToasts();
  loadDocument(to, replace);
}

/**
 * Moves to `to`: through the router within this build; into the other build by loading its
 * document at once, with the toasts still on screen, so the address changes only as that page
 * arrives.
 */
export function useGoTo() {
  const build = useContext(BuildContext);
  const navigate = useNavigate();
  return useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      if (holds(build, to)) {
        void navigate(to, options);
        return;
      }
      enterOtherBuild(to, options.replace ?? false);
    },
    [build, navigate],
  );
}
