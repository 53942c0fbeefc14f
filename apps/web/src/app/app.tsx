import { RouterProvider } from 'react-router';
import { Spinner } from '../components/spinner';
import { usePublicConfigSettled } from '../lib/public-config';
import { useSession } from '../lib/session';
import { appRouter } from './router';

export function App() {
  const { isAuthChecked } = useSession();
  const isConfigSettled = usePublicConfigSettled();
  // Until a stored token is confirmed nothing else shows, so no page flashes a logged-out state;
  // nor before the site's configuration, so the header (site name, Help) never changes under the
  // reader. The router has started loading the page meanwhile.
  if (!isAuthChecked || !isConfigSettled) return <Spinner fullPage />;
  return <RouterProvider router={appRouter()} />;
}
