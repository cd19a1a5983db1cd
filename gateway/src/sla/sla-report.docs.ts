import { WORKED_KINDS } from '@bytecraft/contracts/records';
import { SLA_CLOCKS, type SlaReport } from '@bytecraft/contracts/records/sla';
import { z } from 'zod';

const count = z.number().int().min(0);
const instant = z.iso.datetime();

const figures = {
  due: count,
  kept: count,
  breached: count,
  hitRate: z.number().min(0).max(1).nullable(),
  medianFirstResponseHours: z.number().min(0).nullable(),
};

/**
 * The report's JSON answer as the API reference shows it. The report is built in code, not
 * parsed, so this schema only documents it; the type check below fails the build if the two
 * part.
 */
export const slaReportAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: instant,
    to: instant,
    overall: z.object(figures),
    byKind: z.array(z.object({ ...figures, kind: z.enum(WORKED_KINDS) })),
    byOwner: z.array(z.object({ ...figures, ownerId: z.uuid().nullable() })),
    misses: z.array(
      z.object({
        kind: z.enum(WORKED_KINDS),
        recordId: z.uuid(),
        clock: z.enum(SLA_CLOCKS),
        dueAt: instant,
        ownerId: z.uuid().nullable(),
        answeredAt: instant.nullable(),
      }),
    ),
  }),
});

type Documented = z.output<typeof slaReportAnswerSchema>['data'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
true satisfies Same<Documented, SlaReport>;
