import { SELFIE_UPLOAD_FIELD } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { shrinkPhoto } from '../../../lib/shrink-photo';

export const verificationKeys = {
  mine: ['verification'] as const,
  selfies: (page: number) => ['admin', 'selfies', page] as const,
  profileBadges: (profileId: number) => ['admin', 'badges', profileId] as const,
};

/** The calls of the checks, typed by the shared operation table. */
export const verificationApi = {
  mine: (signal?: AbortSignal) => callApi('myVerification', { signal }),
  sendCode: () => callApi('verifyMobile'),
  confirmCode: (code: string) => callApi('confirmMobile', { body: { code } }),
  sendSelfie: async (photo: File) => {
    const body = new FormData();
    body.append(SELFIE_UPLOAD_FIELD, await shrinkPhoto(photo));
    return apiUpload('verifyPhoto', { body });
  },
  profileBadges: (profileId: number, signal?: AbortSignal) =>
    callApi('adminProfileBadges', { params: { profileId }, signal }),
  selfies: (page: number, signal?: AbortSignal) => callApi('adminSelfieQueue', { params: { page }, signal }),
  decideSelfie: (selfieId: number, decision: 'approve' | 'refuse') =>
    callApi('decideSelfie', { body: { selfie_id: selfieId, decision } }),
};
