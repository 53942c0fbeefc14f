import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventRequest, UpdateEventRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

export const melavaKeys = {
  coming: ['melava', 'coming'] as const,
  mine: ['melava', 'mine'] as const,
  admin: ['melava', 'admin'] as const,
  registrations: (eventId: number, q: string) => ['melava', 'registrations', eventId, q] as const,
};

/** `GET /api/events`: the site's coming events, soonest first. */
export function useComingEvents() {
  return useQuery({ queryKey: melavaKeys.coming, queryFn: ({ signal }) => callApi('eventList', { signal }) });
}

/** `GET /api/me/events`: the profile's registrations, with the payment or the pass. */
export function useMyEvents() {
  return useQuery({ queryKey: melavaKeys.mine, queryFn: ({ signal }) => callApi('myEvents', { signal }) });
}

function useMelavaMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['melava'] }),
  });
}

export const useRegister = () =>
  useMelavaMutation(({ eventId, listed }: { eventId: number; listed: boolean }) =>
    callApi('register', { params: { eventId }, body: { listed } }),
  );

export const useCancelRegistration = () =>
  useMelavaMutation(({ eventId, registrationId }: { eventId: number; registrationId: number }) =>
    callApi('cancelRegistration', { params: { eventId, registrationId } }),
  );

export const useSubmitRegistrationUtr = () =>
  useMelavaMutation(({ paymentId, utr }: { paymentId: number; utr: string }) =>
    callApi('submitUtr', { params: { paymentId }, body: { utr } }),
  );

/** `GET /api/admin/events`: every event of the operator's site with its counts. */
export function useAdminEvents() {
  return useQuery({
    queryKey: melavaKeys.admin,
    queryFn: ({ signal }) => callApi('adminEventList', { signal }),
  });
}

export const useCreateEvent = () =>
  useMelavaMutation((body: CreateEventRequest) => callApi('createEvent', { body }));

export const useUpdateEvent = () =>
  useMelavaMutation(({ eventId, body }: { eventId: number; body: UpdateEventRequest }) =>
    callApi('updateEvent', { params: { eventId }, body }),
  );

/** `GET /api/admin/events/{eventId}/registrations/{page}`: page 1, found by number or name. */
export function useAdminRegistrations(eventId: number, q: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: melavaKeys.registrations(eventId, q),
    queryFn: ({ signal }) =>
      callApi('adminRegistrations', { params: { eventId, page: 1 }, query: q ? { q } : {}, signal }),
  });
}
