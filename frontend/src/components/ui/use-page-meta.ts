import { useEffect } from 'react';

/** Each page names itself: the document title and the meta description search engines show. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | Bytecraft Technologies`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
