import { useState, useSyncExternalStore } from 'react';

export type View = 'list' | 'board';

const keyOf = (kind: string) => `bytecraft.admin.view.${kind}`;

function stored(kind: string): View {
  try {
    return localStorage.getItem(keyOf(kind)) === 'board' ? 'board' : 'list';
  } catch {
    return 'list';
  }
}

/** Another tab's choice is not followed: the screen changes only when chosen here. */
const subscribe = () => () => undefined;

/**
 * List or board, remembered per screen in this browser. The prerendered screen is the list:
 * hydration starts from it and a remembered board follows, so the page never mismatches.
 */
export function useRememberedView(kind: string, boardAllowed: boolean) {
  const remembered = useSyncExternalStore(
    subscribe,
    () => stored(kind),
    (): View => 'list',
  );
  // What is chosen here holds for the visit even where storage is refused (private mode).
  const [chosen, setChosen] = useState<View>();
  const choose = (next: View) => {
    setChosen(next);
    try {
      localStorage.setItem(keyOf(kind), next);
    } catch {
      // Storage refused: the choice lasts for this visit only.
    }
  };
  return [boardAllowed ? (chosen ?? remembered) : 'list', choose] as const;
}
