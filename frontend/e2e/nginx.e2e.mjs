// The compose site server, infra/compose/nginx.conf, run by a real nginx (Debian's) over the
// built site, with a stand-in for the gateway that echoes what it receives: the client address
// it passes on is the one it saw, and every answer of the site carries the build's headers
// while the API's keep the gateway's own.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'frontend/dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const GATEWAY_CSP = "default-src 'none'";

const built = JSON.parse(readFileSync(join(DIST, 'security-headers.json'), 'utf8'));
const siteConf = readFileSync(join(ROOT, 'infra/compose/nginx.conf'), 'utf8');

let gateway;
let nginx;
let workDir;
let port;

/** nginx.conf as compose runs it, pointed at this machine: only what differs is replaced. */
function localConf(nginxPort, gatewayPort) {
  const replace = (text, from, to) => {
    assert.ok(text.includes(from), `nginx.conf no longer has ${from}`);
    return text.replaceAll(from, to);
  };
  let conf = replace(siteConf, 'listen 80;', `listen 127.0.0.1:${nginxPort};`);
  conf = replace(conf, 'root /usr/share/nginx/html;', `root ${DIST};`);
  conf = replace(conf, 'http://gateway:5000', `http://127.0.0.1:${gatewayPort}`);
  conf = replace(conf, '/etc/nginx/security-headers.conf', join(DIST, 'security-headers.conf'));
  conf = replace(conf, '/var/log/nginx/access.log', join(workDir, 'access.log'));
  const temp = (name) => `${name}_temp_path ${join(workDir, name)};`;
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${conf}
}
`;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });

/** A GET (or `method`) to nginx from a loopback address of our choosing, with the headers given. */
function get(path, { from = '127.0.0.1', headers = {}, method = 'GET' } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        headers: { accept: 'text/html', ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

before(async () => {
  assert.ok(existsSync(NGINX), `nginx is missing at ${NGINX}: apt-get install nginx-light`);
  assert.ok(existsSync(join(DIST, 'index.html')), 'Build the site first');
  workDir = mkdtempSync(join(tmpdir(), 'bytecraft-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(workDir, name));
  }
  // The gateway's stand-in: answers with what reached it, under a policy of its own.
  gateway = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', GATEWAY_CSP);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  port = await freePort();
  const confFile = join(workDir, 'nginx.conf');
  writeFileSync(confFile, localConf(port, gateway.address().port));

  let output = '';
  nginx = spawn(NGINX, ['-p', workDir, '-c', confFile, '-e', join(workDir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout.on('data', (chunk) => (output += chunk));
  nginx.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; ; i++) {
    try {
      await get('/robots.txt');
      break;
    } catch (error) {
      const log = join(workDir, 'error.log');
      if (nginx.exitCode !== null || i === 100) {
        throw new Error(
          `nginx did not start (${error.message}):\n${output}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

after(async () => {
  if (nginx && nginx.exitCode === null) {
    await new Promise((resolve) => {
      nginx.once('exit', resolve);
      nginx.kill('SIGQUIT');
    });
  }
  await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve()));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/**
 * The access log once it holds a line matching `last`: nginx writes a request's line after it
 * answers, so the answer can come before the line does.
 */
async function accessLogThrough(last) {
  for (let i = 0; ; i++) {
    const log = readFileSync(join(workDir, 'access.log'), 'utf8');
    if (last.test(log) || i === 50) return log;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the compose nginx', () => {
  it('logs each request and its referrer by their paths, never a query string (an address in ?email=)', async () => {
    const query = `?email=${encodeURIComponent('asha.rao@example.com')}`;
    const page = `http://bytecraft.example/admin/people${query}`;
    await get(`/api/admin/people${query}`, { headers: { Referer: page } });
    await get(`/admin/people${query}`);
    const log = await accessLogThrough(/"GET \/admin\/people/);
    assert.match(
      log,
      /"GET \/api\/admin\/people HTTP\/1\.1" 200 \d+ "http:\/\/bytecraft\.example\/admin\/people"/,
    );
    assert.match(log, /"GET \/admin\/people HTTP\/1\.1" 200/);
    assert.ok(!log.includes('asha'), log);
  });

  it('logs the token of an invitation, a reset or a newsletter link by its name, as the gateway does', async () => {
    const token = (n) => `Tok${n}en-${'x'.repeat(24)}`;
    const visits = [
      ['/admin/invite/', 'GET'],
      ['/admin/reset/', 'GET'],
      ['/newsletter/confirm/', 'GET'],
      ['/newsletter/unsubscribe/', 'GET'],
      ['/api/admin/auth/invite/', 'POST'],
      ['/api/admin/auth/reset/', 'POST'],
      ['/api/newsletter/confirm/', 'POST'],
      ['/api/newsletter/unsubscribe/', 'POST'],
    ];
    for (const [i, [route, method]] of visits.entries()) {
      // The page's own link is the Referer of the call it makes.
      const page = `http://bytecraft.example${visits[i % 4][0]}${token(i)}?from=mail`;
      await get(`${route}${token(i)}`, { method, headers: { Referer: page } });
    }
    const log = await accessLogThrough(/"POST \/api\/newsletter\/unsubscribe\//);
    for (const [i, [route, method]] of visits.entries()) {
      assert.ok(log.includes(`"${method} ${route}:token HTTP/1.1"`), `${route} in\n${log}`);
      assert.ok(!log.includes(token(i)), `token ${i} in\n${log}`);
    }
    assert.match(log, /"http:\/\/bytecraft\.example\/admin\/invite\/:token"/);
    // Any other path keeps its segments.
    await get('/admin/contacts/invite');
    assert.match(
      await accessLogThrough(/"GET \/admin\/contacts\/invite /),
      /"GET \/admin\/contacts\/invite /,
    );
  });

  it("passes on the address it saw as X-Forwarded-For, never the client's own, and the host with its port", async () => {
    for (const from of ['127.0.0.2', '127.0.0.3']) {
      const res = await get('/api/contact', {
        from,
        headers: {
          'X-Forwarded-For': '203.0.113.9, 198.51.100.4',
          'X-Forwarded-Host': 'evil.example',
          Host: 'bytecraft.example:8080',
        },
      });
      const received = JSON.parse(res.body).headers;
      assert.equal(received['x-forwarded-for'], from);
      assert.equal(received.host, 'bytecraft.example:8080');
      assert.equal(received['x-forwarded-host'], 'bytecraft.example:8080');
      assert.equal(received['x-forwarded-proto'], 'http');
    }
  });

  it("sends the build's headers on every page, asset and file of the site, and HSTS only over TLS", async () => {
    const asset = readdirSync(join(DIST, 'assets')).find((file) => file.endsWith('.js'));
    for (const path of [
      '/',
      '/contact',
      '/no-such-page',
      '/admin/login',
      `/assets/${asset}`,
      '/robots.txt',
    ]) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      for (const [name, value] of Object.entries(built.always)) {
        assert.equal(res.headers[name.toLowerCase()], value, `${path}: ${name}`);
      }
      assert.equal(res.headers['strict-transport-security'], undefined, `${path} over http`);
      assert.equal(res.headers.server, 'nginx', `${path} names no version`);
    }
    // The locations' own headers stay beside them.
    assert.equal(
      (await get(`/assets/${asset}`)).headers['cache-control'],
      'max-age=31536000, public, immutable',
    );
    assert.equal((await get('/contact')).headers['cache-control'], 'no-cache');
    // Over TLS the map gives the value vite preview sends (no certificate here to test it live).
    const hsts = built.tls['Strict-Transport-Security'];
    assert.ok(siteConf.includes(`https "${hsts}";`), `nginx.conf's HSTS is ${hsts}`);
  });

  it("serves each prerendered page at its path, the console's sign-in, dashboard and lists too, and elsewhere the shell of the path's build", async () => {
    const entryOf = (shell) =>
      /<script type="module" crossorigin src="([^"]+)">/.exec(
        readFileSync(join(DIST, shell), 'utf8'),
      )[1];
    const site = entryOf('app-shell.html');
    const staffConsole = entryOf('console-shell.html');
    assert.notEqual(site, staffConsole);
    for (const [path, prerendered, entry] of [
      ['/', '/', site],
      ['/contact', '/contact', site],
      ['/admin', '/admin', staffConsole],
      ['/admin/login', '/admin/login', site],
      ['/admin/contacts', '/admin/contacts', staffConsole],
      ['/admin/contacts/0b7f0c39-93a2-4d5e-9a67-6f0bd7d3f1f5', undefined, staffConsole],
      ['/admin/team', undefined, staffConsole],
      ['/no-such-page', undefined, site],
    ]) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.equal(
        /<div id="root" data-prerendered="([^"]*)"/.exec(res.body)?.[1],
        prerendered,
        path,
      );
      assert.ok(res.body.includes(`"${entry}"`), `${path} loads ${entry}`);
    }
  });

  it("leaves the API's answers with the gateway's headers", async () => {
    const res = await get('/api/health');
    assert.equal(res.headers['content-security-policy'], GATEWAY_CSP);
    assert.equal(res.headers['permissions-policy'], undefined);
  });
});
