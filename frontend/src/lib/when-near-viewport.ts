/**
 * Resolves once the element with this id is within a screen's height of the viewport (its
 * code then has the time it takes to scroll a screen to load: a click that arrives before
 * would be lost, React does not replay it), or at the
 * visitor's first pointer or key press anywhere: for below-the-fold parts of a prerendered
 * page, whose code need not load before then. The press matters: a navigation is a transition,
 * and React makes a transition wait for every part of the page still to be hydrated.
 * Resolves at once where there is nothing to wait for (no such element yet, or no
 * IntersectionObserver, as in the prerender).
 */
export function whenNearViewport(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const done = () => {
      observer.disconnect();
      events.forEach((type) => window.removeEventListener(type, done, true));
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    events.forEach((type) => window.addEventListener(type, done, true));
  });
}
