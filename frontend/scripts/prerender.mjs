// After the browser's two builds (`vite build`, the site; `vite build -c vite.console.config.ts`,
// the staff console) and `vite build --ssr` (both for Node), writes every static page as HTML:
// its markup, only the styles it uses, its title and description, and preloads for its own
// chunk; so too the staff sign-in page (the site's) and the console's dashboard and lists, as
// they look before the session is known. Other paths get a build's empty page, which the
// browser renders from scratch: the console's other screens `console-shell.html`, the rest
// (unknown ones, the unsubscribe link) `app-shell.html`. Also writes
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

const { render, staticPages, consolePages, isConsolePath } = await import(
  pathToFileURL(join(SSR_DIST, 'entry-server.js')).href
);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * One build's empty page, its entry and the chunks the entry preloads, and its manifest. The
 * page is kept as the build's shell, and read from there when this script runs again (the
 * site's index.html becomes the home page below).
 */
function readBuild(shellFile, htmlFile, manifestFile) {
  const shell = join(DIST, shellFile);
  const template = readFileSync(existsSync(shell) ? shell : join(DIST, htmlFile), 'utf8');
  const entryScript = template.match(ENTRY_SCRIPT)?.[1];
  if (!entryScript) throw new Error(`${htmlFile} has no entry script`);
  writeFileSync(shell, template);
  return {
    template,
    entryScript,
    entryPreloads: [...template.matchAll(PRELOAD)].map((match) => match[1]),
    manifest: JSON.parse(readFileSync(join(DIST, '.vite', manifestFile), 'utf8')),
  };
}

const site = readBuild('app-shell.html', 'index.html', 'manifest.json');
const consoleBuild = readBuild('console-shell.html', 'console.html', 'console-manifest.json');
// Its shell serves it: /console is no page.
rmSync(join(DIST, 'console.html'), { force: true });

/** The chunks of these route files in a build, and every chunk they import statically. */
function chunksOf({ manifest }, modules) {
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

function loaderFor(build, modules) {
  const preloads = [...new Set([...build.entryPreloads, ...chunksOf(build, modules)])];
  const chunks = JSON.stringify([build.entryScript, ...preloads]).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-chunks">${chunks}</script>${LOADER}`;
}

function fileFor(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const written = [site.template, consoleBuild.template];
const pages = [
  ...staticPages.map(({ path, module }) => ({ path, modules: [module] })),
  ...consolePages,
];
for (const { path, modules } of pages) {
  const build = isConsolePath(path) ? consoleBuild : site;
  const page = await render(path);
  const html = build.template
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
    .replace('</body>', `${loaderFor(build, modules)}</body>`);
  if (!html.includes(`data-prerendered="${path}"`)) throw new Error(`${path}: no empty root`);
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
