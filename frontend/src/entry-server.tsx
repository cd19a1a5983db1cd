// The build's prerender renders every static page with this module (vite build --ssr), so a
// visitor's first paint is the page itself rather than an empty root waiting for JavaScript.
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { ConsoleRoutes } from './app/console-router';
import { AppRoutes, staticPages } from './app/router';
import { fullTitle, PageMetaContext, type PageMeta } from './components/ui/use-page-meta';
import { isConsolePath, paths } from './config/paths';
import { createEmotionCache } from './lib/emotion-cache';
import { adminPaths } from './config/admin-paths';
import { PLAIN_RECORD_KINDS } from './features/admin-records/plain-kinds';

export { isConsolePath, staticPages };

/**
 * The console's entry screens, prerendered as they look before the session is known (the
 * dashboard with its figures still loading, a kind's list before its records), so a phone
 * paints them before any script. Not public pages: no sitemap entry. `modules`: the route
 * files under app/routes whose chunks the page preloads, the console's lazy routes on the way
 * to it (the sign-in page is the site's build, the others the console's).
 */
export const consolePages = [
  { path: paths.adminLogin, modules: ['admin/login'] },
  { path: paths.admin, modules: ['admin/dashboard'] },
  ...PLAIN_RECORD_KINDS.map((kind) => ({
    path: adminPaths.section(kind),
    modules: ['admin/records'],
  })),
];

export interface RenderedPage {
  html: string;
  /** The style tags of exactly the styles this page used. */
  styles: string;
  title: string;
  description?: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

export async function render(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  // Without it Emotion writes a <style> beside every element; the styles go in <head> instead.
  cache.compat = true;
  const meta: PageMeta = {};

  // prerender (unlike renderToString) waits for the lazy page chunks to load.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaContext.Provider value={meta}>
        <AppProvider emotionCache={cache}>
          <StaticRouter location={path}>
            {isConsolePath(path) ? <ConsoleRoutes /> : <AppRoutes />}
          </StaticRouter>
        </AppProvider>
      </PageMetaContext.Provider>
    </StrictMode>,
    // Static HTML is sent whole: every boundary inline, in order, with no scripts to reveal it.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await streamToString(prelude);
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  if (!meta.title) throw new Error(`${path} did not call usePageMeta`);
  return { html, styles, title: fullTitle(meta.title), description: meta.description };
}
