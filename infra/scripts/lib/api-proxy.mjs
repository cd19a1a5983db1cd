// The API's front door when `npm start` runs several gateways, as nginx is in compose: spreads
// requests over the gateways in rotation, and sends a request that could not reach one (its
// connection refused or reset before any answer, a gateway that just died) to another. A
// gateway is taken out of rotation before it is stopped on purpose, so a rolling restart loses
// no request.
import { createServer, request as httpRequest } from 'node:http';

export function startApiProxy({ port, host = '127.0.0.1', log = console.log }) {
  /** @type {{ name: string, port: number, inRotation: boolean }[]} */
  const upstreams = [];
  let next = 0;

  const pick = (exclude) => {
    const candidates = upstreams.filter((u) => u.inRotation && !exclude.has(u));
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };

  const server = createServer((req, res) => {
    // The body is kept so that a request can be sent again to another gateway; the API's
    // bodies are small (a resume is at most 5 MB).
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  });

  function forward(req, res, body, tried) {
    const upstream = pick(tried);
    if (!upstream) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'No gateway is up' }));
      return;
    }
    tried.add(upstream);
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        // A fresh connection each time: a kept-alive one to a gateway that is closing could be
        // reset under a request already sent.
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      // Nothing came back: the gateway never answered this request, so another may.
      log(
        `[api-proxy]      ${upstream.name}: ${error.code ?? error.message}; trying another gateway`,
      );
      forward(req, res, body, tried);
    });
    forwarded.end(body);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        add(name, upstreamPort) {
          upstreams.push({ name, port: upstreamPort, inRotation: true });
        },
        setInRotation(name, inRotation) {
          for (const u of upstreams) if (u.name === name) u.inRotation = inRotation;
        },
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
