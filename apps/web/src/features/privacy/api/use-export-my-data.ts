import { useMutation } from '@tanstack/react-query';
import { EXPORT_FILE_NAME } from '@varmala/shared';
import { apiDownload } from '../../../lib/api-download';

/** Saves the ZIP of everything the site holds of the member. */
export function useExportMyData() {
  return useMutation({ mutationFn: () => apiDownload('exportMyData', EXPORT_FILE_NAME) });
}
