import { ERASURE_PARTS, type Erasure, type ErasureCounts } from '@bytecraft/contracts/people';
import { KIND_LABELS } from './timeline';

const COUNT_LABELS: Record<string, string> = {
  ...KIND_LABELS,
  'visitor-replies': 'Answers on others’ records',
  mails: 'Mails',
  inbound: 'Mails received',
  jobs: 'Queued jobs',
  resumes: 'Resumes',
};

/** 'Contact form: 2, Mails: 3'; 'nothing' when nothing was found to erase. */
export function countsText(counts: ErasureCounts) {
  const counted = Object.entries(counts).filter(([, n]) => n);
  if (!counted.length) return 'nothing';
  return counted.map(([what, n]) => `${COUNT_LABELS[what] ?? what}: ${n}`).join(', ');
}

/** What every part of an erasure has erased so far, added up. */
export function totalCounts({ parts }: Erasure): ErasureCounts {
  const total: Record<string, number> = {};
  for (const part of ERASURE_PARTS) {
    for (const [what, n] of Object.entries(parts[part].counts)) {
      total[what] = (total[what] ?? 0) + (n ?? 0);
    }
  }
  return total;
}
