import { useMutation } from '@tanstack/react-query';
import { DEFAULT_DOMAIN, exportFileName } from '@varmala/shared';
import { apiDownload } from '../../../lib/api-download';
import { useSession } from '../../../lib/session';

/** Saves the ZIP of everything the site holds of the member. */
export function useExportMyData() {
  const domain = useSession().claims?.domain ?? DEFAULT_DOMAIN;
  return useMutation({ mutationFn: () => apiDownload('exportMyData', exportFileName(domain)) });
}
