import {
  peopleRpc,
  type Person,
  type PersonHoldings,
  type PersonRecord,
} from '@bytecraft/contracts/people';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { RECORD_KINDS } from '@bytecraft/contracts/records';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable } from '@nestjs/common';
import { DeliveryStates } from '../records/delivery-states';
import { askEach, askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/** A resume of the person's, where it is in the bucket and what the export calls it. */
export interface PersonResume {
  kind: 'job-application' | 'internship-application';
  recordId: string;
  location: ResumeLocation;
}

/** When a record was made: the column its kind's list is ordered by. */
const timeOf = ({ kind, record }: PersonRecord) =>
  String((record as unknown as Record<string, unknown>)[RECORD_KINDS[kind].orderBy]);

/**
 * One address across every service: each service answers what it holds of it over the
 * transport (no service reads another's tables), and the gateway merges the answers. All of
 * them or none: a view missing a service's records would read as 'nothing there' (503).
 */
@Injectable()
export class PeopleService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly deliveries: DeliveryStates,
  ) {}

  async find(email: string, requestId: string): Promise<Person> {
    const holdings = await askEach<PersonHoldings>(
      this.services,
      Object.values(ServiceName),
      peopleRpc.find,
      { email },
      requestId,
    );
    const records = holdings
      .flatMap((held) => held.records)
      .sort((a, b) => timeOf(b).localeCompare(timeOf(a)));
    // Each record's mails as its own detail says them: sent once notification has sent them.
    const merged = await this.deliveries.mergeAll(
      records.map(({ record }) => record),
      requestId,
    );
    return {
      email,
      records: records.map((held, i) => ({ ...held, record: merged[i] }) as PersonRecord),
      mails: holdings.flatMap((held) => held.mails),
      inbound: holdings
        .flatMap((held) => held.inbound)
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)),
    };
  }

  /** The resumes of the person's applications that have one, as recruiting locates them. */
  async resumes(person: Person, requestId: string): Promise<PersonResume[]> {
    const located = await Promise.all(
      person.records.map(async (held): Promise<PersonResume[]> => {
        if (held.kind !== 'job-application' && held.kind !== 'internship-application') return [];
        if (!held.record.resumeUrl) return [];
        const location = await askService<ResumeLocation | null>(
          this.services,
          staffRpc.resume(held.kind),
          { id: held.record.id },
          requestId,
        );
        return location ? [{ kind: held.kind, recordId: held.record.id, location }] : [];
      }),
    );
    return located.flat();
  }
}
