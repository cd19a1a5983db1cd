// After `vite build` (the browser bundle) and `vite build --ssr` (the same app for Node), writes
// every static page as HTML: its markup, only the styles it uses, its title and description,
// and preloads for its own chunk; so too the staff console's sign-in page and dashboard, as
// they look before the session is known. Other paths (unknown ones, the unsubscribe link, the
// console's other screens) get `app-shell.html`, the empty page the browser renders from
// scratch. Also writes
// robots.txt and sitemap.xml for PUBLIC_SITE_URL, and the site's security headers with the
// hash of the one inline script the pages carry (security-headers.mjs).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeSecurityHeaders } from './security-headers.mjs';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(FRONTEND, 'dist');
const SSR_DIST = join(FRONTEND, 'dist-ssr');
const SITE_URL = (process.env.PUBLIC_SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '');

// index.html becomes the home page below; the shell keeps the empty original for a re-run.
const SHELL = join(DIST, 'app-shell.html');
const template = readFileSync(existsSync(SHELL) ? SHELL : join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const { render, staticPages, consolePages } = await import(
  pathToFileURL(join(SSR_DIST, 'entry-server.js')).href
);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunks of these route files and every chunk they import statically. */
function chunksOf(modules) {
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const module of modules) {
    const entry = manifest[`src/app/routes/${module}.tsx`];
    if (!entry) throw new Error(`No chunk for src/app/routes/${module}.tsx in the manifest`);
    visit(entry);
  }
  return [...files].map((file) => `/${file}`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entryScript = template.match(ENTRY_SCRIPT)?.[1];
if (!entryScript) throw new Error('index.html has no entry script');
const entryPreloads = [...template.matchAll(PRELOAD)].map((match) => match[1]);

/**
 * A prerendered page paints without JavaScript, so its scripts are requested only once it has
 * painted (a frame later) rather than competing with the first paint from <head>; then all of
 * them at once, the page's own chunk included, so hydration waits on no chain of imports.
 * The loader is the same on every page, so the Content Security Policy allows it by one hash;
 * what differs, the page's chunks, is a JSON data block, which never runs.
 */
const LOADER =
  '<script type="module">' +
  "const[entry,...preloads]=JSON.parse(document.getElementById('page-chunks').textContent);" +
  'requestAnimationFrame(()=>setTimeout(()=>{for(const href of preloads){' +
  "const link=document.createElement('link');link.rel='modulepreload';link.href=href;" +
  'document.head.append(link)}import(entry)}))</script>';

function loaderFor(modules) {
  const preloads = [...new Set([...entryPreloads, ...chunksOf(modules)])];
  const chunks = JSON.stringify([entryScript, ...preloads]).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-chunks">${chunks}</script>${LOADER}`;
}

function fileFor(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

writeFileSync(SHELL, template);
const written = [template];
const pages = [
  ...staticPages.map(({ path, module }) => ({ path, modules: [module] })),
  ...consolePages,
];
for (const { path, modules } of pages) {
  const page = await render(path);
  const html = template
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description ?? '')}"`,
    )
    .replace(ENTRY_SCRIPT, '')
    .replace(PRELOAD, '')
    .replace('</head>', `${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${path}">${page.html}</div>`,
    )
    .replace('</body>', `${loaderFor(modules)}</body>`);
  if (!html.includes(`data-prerendered="${path}"`)) throw new Error('index.html has no empty root');
  mkdirSync(dirname(join(DIST, fileFor(path))), { recursive: true });
  writeFileSync(join(DIST, fileFor(path)), html);
  written.push(html);
}
writeSecurityHeaders(DIST, written);

writeFileSync(
  join(DIST, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /error-test\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);
const urls = staticPages
  .filter(({ path }) => path !== '/error-test')
  .map(({ path }) => `  <url><loc>${SITE_URL}${path === '/' ? '/' : path}</loc></url>`)
  .join('\n');
writeFileSync(
  join(DIST, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
// The manifest and the Node bundle were only for this script.
rmSync(join(DIST, '.vite'), { recursive: true, force: true });
rmSync(SSR_DIST, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} pages, robots.txt and sitemap.xml for ${SITE_URL}`);
