import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { PersonScreen } from '../../../features/admin-people/components/person-screen';

/** `/admin/people?email=`: one address across every service (any staff; erasure for admins). */
export default function PeopleRoute() {
  usePageMeta('Person · Staff Console', 'Everything one address sent, from every service.');
  // The router's useSearchParams would add code to the site's entry chunk (use-list-state.ts).
  const email = new URLSearchParams(useLocation().search).get('email') ?? '';
  return <PersonScreen key={email} email={email} />;
}
