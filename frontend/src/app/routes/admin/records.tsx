import type { RecordKind } from '@bytecraft/contracts/records';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { RecordsScreen } from '../../../features/admin-records/components/records-screen';
import { RECORD_SCREENS } from '../../../features/admin-records/kinds';

/** Contacts, calls, consultations, hires, job and internship applications: one screen. */
export default function RecordsRoute({ kind }: { kind: RecordKind }) {
  usePageMeta(
    `${RECORD_SCREENS[kind].title} · Staff Console`,
    `Review ${RECORD_SCREENS[kind].plural}.`,
  );
  return <RecordsScreen kind={kind} />;
}
