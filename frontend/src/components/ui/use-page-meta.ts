import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** Set while prerendering: pages write their title and description into it as they render. */
export const PageMetaContext = createContext<PageMeta | null>(null);

export const fullTitle = (title: string) => `${title} | Bytecraft Technologies`;

/** Each page names itself: the document title and the meta description search engines show. */
export function usePageMeta(title: string, description: string) {
  const collected = useContext(PageMetaContext);
  if (collected) Object.assign(collected, { title, description });
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    // The page has committed: from here on it answers to input (browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, [title, description]);
}
