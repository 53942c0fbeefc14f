import { RouterProvider } from 'react-router';
import { Spinner } from '../components/spinner';
import { useSession } from '../lib/session';
import { router } from './router';

export function App() {
  const { isAuthChecked } = useSession();
  // Until a stored token is confirmed nothing else shows, so no page flashes a logged-out state.
  if (!isAuthChecked) return <Spinner fullPage />;
  return <RouterProvider router={router} />;
}
