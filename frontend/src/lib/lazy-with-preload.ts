import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose import can start before the component renders: on a visitor's intent to
 * open it (`preloadOnIntent`), so a dialog's code is loaded, or on its way, by the click that
 * opens it. Rendering loads it too, so a click with no hover or focus before it still opens the dialog.
 * A failed load is forgotten: the next attempt asks again, and rendering reports its failure.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}

/**
 * Props for what holds the controls that open these lazy parts, or a form whose sending code
 * loads apart: a pointer over it, focus within it or a touch on it starts their loads. (A failed
 * early load is left to the render or the send that needs it, which asks again and reports it.)
 */
export function preloadOnIntent(...parts: { preload: () => Promise<unknown> }[]) {
  const preload = () => {
    for (const part of parts) part.preload().catch(() => undefined);
  };
  return { onPointerOver: preload, onFocus: preload, onTouchStart: preload };
}
