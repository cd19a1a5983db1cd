import type { RecordKind } from '@bytecraft/contracts/triage';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { RecordsScreen } from '../../../features/admin-records/components/records-screen';
import { SCREENS } from '../../../features/admin-records/screens';

/** Contacts, calls, consultations, hires, job and internship applications: one screen. */
export default function RecordsRoute({ kind }: { kind: RecordKind }) {
  usePageMeta(`${SCREENS[kind].title} · Staff Console`, `Review ${SCREENS[kind].plural}.`);
  return <RecordsScreen kind={kind} />;
}
