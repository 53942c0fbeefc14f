import { useMutation } from '@tanstack/react-query';
import type { ReportRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

/** Sends a report of the profile to the operator. */
export function useReportProfile(profileId: number) {
  return useMutation({
    mutationFn: (body: ReportRequest) => callApi('reportProfile', { params: { profileId }, body }),
  });
}
