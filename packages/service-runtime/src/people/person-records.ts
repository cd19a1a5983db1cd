import type {
  ErasureCounts,
  ErasureJob,
  PersonHoldings,
  PersonQuery,
  PersonRecord,
} from '@bytecraft/contracts/people';
import { JobName } from '@bytecraft/contracts/queues';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import type { DataSource } from 'typeorm';
import { OnJob } from '../jobs/on-job';
import type { Erased, Records } from '../records/records';
import { eraseVisitorReplies } from '../records/visitor-replies';
import type { WorkedRecords, WorkedRow } from '../records/worked-records';
import type { ErasureReporter } from './erasure-reporter';

/**
 * What one record service holds of a person, over every kind it owns: its part of the person
 * view, and its part of an erasure. Nothing here remembers an address: a later
 * submission from an erased one is stored as anyone's, and no log line carries one (the
 * job's completed line logs the counts this answers).
 */
export class PersonRecords {
  constructor(
    private readonly service: ServiceName,
    private readonly db: DataSource,
    private readonly kinds: Records<{ id: string }, unknown>[],
    /** Those of `kinds` that staff work: their records take visitors' mailed answers. */
    private readonly worked: WorkedRecords<WorkedRow, unknown>[],
    private readonly reporter: ErasureReporter,
  ) {}

  /** Every record of the address, of every kind, newest first. */
  async find({ email }: PersonQuery): Promise<PersonHoldings> {
    const found = await Promise.all(
      this.kinds.map(async (records) =>
        (await records.ofPerson(email)).map(({ at, record }) => ({
          at: at.getTime(),
          held: { kind: records.kind, record } as PersonRecord,
        })),
      ),
    );
    const records = found
      .flat()
      .sort((a, b) => b.at - a.at)
      .map(({ held }) => held);
    return { records, mails: [], inbound: [] };
  }

  /**
   * Deletes what the erasure names in every kind, with its history, notes and replies, and a
   * person's mailed answers on the records of others that staff work, in one transaction: a
   * run that fails erases nothing, so its retry counts everything once. Then tells the gateway. A second delivery finds nothing and reports zero counts, which the
   * gateway ignores; a report lost after the commit is sent by the retry, with zero counts.
   */
  @OnJob(JobName.ErasureRequested)
  async erase({ erasureId, scope }: ErasureJob): Promise<ErasureCounts> {
    const [erased, visitorReplies] = await this.db.transaction(async (manager) => {
      const each: Erased[] = [];
      // One kind after the other: the statements of one transaction run one at a time anyway.
      for (const records of this.kinds) each.push(await records.erase(manager, scope));
      const answers =
        'email' in scope && this.worked.length > 0
          ? await eraseVisitorReplies(manager, this.worked, scope.email)
          : undefined;
      return [each, answers] as const;
    });
    const counts: ErasureCounts = {
      ...Object.fromEntries(this.kinds.map((records, i) => [records.kind, erased[i].erased])),
      ...(visitorReplies === undefined ? {} : { 'visitor-replies': visitorReplies }),
    };
    const resumeKeys = erased.flatMap((kind) => kind.resumeKeys);
    await this.reporter.report({
      erasureId,
      part: this.service,
      counts,
      ...(resumeKeys.length > 0 ? { resumeKeys } : {}),
    });
    return counts;
  }
}
