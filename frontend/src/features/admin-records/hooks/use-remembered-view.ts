import { useState } from 'react';

export type View = 'list' | 'board';

const keyOf = (kind: string) => `bytecraft.admin.view.${kind}`;

function stored(kind: string): View {
  try {
    return localStorage.getItem(keyOf(kind)) === 'board' ? 'board' : 'list';
  } catch {
    return 'list';
  }
}

/** List or board, remembered per screen in this browser. */
export function useRememberedView(kind: string, boardAllowed: boolean) {
  const [view, setView] = useState<View>(() => (boardAllowed ? stored(kind) : 'list'));
  const choose = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(keyOf(kind), next);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit only.
    }
  };
  return [view, choose] as const;
}
