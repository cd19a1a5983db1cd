// The ceiling for the accept-path benchmark: node:http alone, parsing the same JSON body and
// answering 201, with no validation, no queue and no framework.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 5601);
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const parsed = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, data: { id: parsed.email } }));
  });
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
