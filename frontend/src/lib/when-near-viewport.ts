/**
 * Resolves once the element with this id comes within 300 px of the viewport: for below-the-fold
 * parts of a prerendered page, whose code need not load until someone scrolls to them. Resolves
 * at once where there is nothing to wait for (no such element yet, or no IntersectionObserver,
 * as in the prerender).
 */
export function whenNearViewport(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
  });
}
