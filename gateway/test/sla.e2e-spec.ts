import { REPLY_MAILBOX } from '@bytecraft/contracts/mail';
import { ServiceName } from '@bytecraft/contracts/rpc';
import type { CaughtMail } from '@bytecraft/testing/mail-catcher';
import { newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const BREACH_SUBJECT = 'A promised answer is past due';
/** The notification service's default address of the contact kind's mailbox. */
const SALES = `${REPLY_MAILBOX.contact}@bytecraft.example`;
/** The services look for promises past due every second here. */
const WATCHED = { SLA_CHECK_SECONDS: '1' };

/**
 * Promises through the whole system: a record past its due time is recorded as a breach by the
 * service owning it and mailed once, to its owner or, unowned, to its kind's mailbox.
 */
describe('SLA (system)', () => {
  let system: TestSystem;
  let cookie: string;
  let owner: { id: string; email: string };
  const http = () => request(system.app.getHttpServer());

  beforeAll(async () => {
    system = await startTestSystem(
      'sla',
      {},
      { serviceEnv: { [ServiceName.Lead]: WATCHED, [ServiceName.Recruiting]: WATCHED } },
    );
    cookie = await signIn(system.app, system.staff);
    const accounts = system.app.get(StaffAccountsService);
    const email = `owner.${randomBytes(4).toString('hex')}@bytecraft.example`;
    await accounts.add(email, newPassword());
    owner = { id: (await accounts.byEmail(email)).id, email };
  });
  afterAll(() => system?.stop());

  /** A contact stored by the lead service, its id. */
  async function contact(): Promise<string> {
    const { id } = await submit(system.app, 'contact', personAddress());
    await waitFor(
      async () => (await http().get(`/api/contact/${id}`).set('Cookie', cookie)).status === 200,
      { what: `contact ${id} to be stored` },
    );
    return id;
  }

  /** The contact's answer falls due now: as if its hours had passed. */
  const fallDue = (id: string) =>
    system.db.lead.query(`UPDATE contacts SET "dueAt" = now() WHERE id = $1`, [id]);

  const breachMails = async (id: string) =>
    (await system.mail.messages()).filter(
      (mail) => mail.subject === BREACH_SUBJECT && (mail.text ?? '').includes(id),
    );
  const to = (mail: CaughtMail) => mail.to.map(({ address }) => address);

  it('mails a breach once to the record’s owner, and an unowned one’s to its kind’s mailbox', async () => {
    const owned = await contact();
    await http()
      .patch(`/api/contact/${owned}/owner`)
      .set('Cookie', cookie)
      .send({ ownerId: owner.id })
      .expect(200);
    await fallDue(owned);
    const mailed = await system.mail.waitForMail(
      (mail) => mail.subject === BREACH_SUBJECT && (mail.text ?? '').includes(owned),
      'the owned contact’s breach mail',
    );
    expect(to(mailed)).toEqual([owner.email]);

    // A later breach mailed proves the watch went on looking: the first is still one mail.
    const unowned = await contact();
    await fallDue(unowned);
    const team = await system.mail.waitForMail(
      (mail) => mail.subject === BREACH_SUBJECT && (mail.text ?? '').includes(unowned),
      'the unowned contact’s breach mail',
    );
    expect(to(team)).toEqual([SALES]);
    expect(await breachMails(owned)).toHaveLength(1);
    expect(await breachMails(unowned)).toHaveLength(1);
  });
});
