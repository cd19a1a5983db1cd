import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it('are exactly what helmet sets on a real response', () => {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('X-Powered-By', 'something');
    helmet()(request, response, () => undefined);

    const captured = Object.fromEntries(
      Object.entries(helmetHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(captured).toEqual(response.getHeaders());
    expect(captured['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(captured['x-content-type-options']).toBe('nosniff');
  });
});
