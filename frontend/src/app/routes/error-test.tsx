import { PageHero } from '../../components/ui/page-hero';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { ErrorTestConsole } from '../../features/error-test/components/error-test-console';

export default function ErrorTestRoute() {
  usePageMeta(
    'Error Handling Test',
    'Try every error message the Bytecraft Technologies site can show: toasts, the error popup and a real refused request.',
  );
  return (
    <>
      <PageHero
        title="Error Handling Test"
        subtitle="Simulate each error the site can meet, see the toast and the popup a visitor would get, and send a deliberately invalid request to the real API."
      />
      <ErrorTestConsole />
    </>
  );
}
