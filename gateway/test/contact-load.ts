import { buildContact } from '@bytecraft/testing/factories';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

/**
 * A load of `count` contacts, each from an address of its own and all naming the run as their
 * company, so the run's rows are found by it: `send` posts them through the public route from
 * `clients` clients at once, handing each answer to `answered`; `sent()` counts those posted so
 * far, for a test that acts part-way through.
 */
export function contactLoad(app: NestFastifyApplication, run: string, count: number) {
  const contacts = Array.from({ length: count }, (_, i) =>
    buildContact({ company: run, email: `${run}.${i}@example.com` }),
  );
  let next = 0;
  return {
    contacts,
    sent: () => next,
    send: (clients: number, answered: (res: request.Response, email: string) => void) => {
      const client = async () => {
        while (next < contacts.length) {
          const contact = contacts[next++];
          answered(
            await request(app.getHttpServer()).post('/api/contact').send(contact),
            contact.email,
          );
        }
      };
      return Promise.all(Array.from({ length: clients }, client));
    },
  };
}
