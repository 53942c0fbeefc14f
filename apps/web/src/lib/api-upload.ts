import { type OperationResponse, operationRoute, type UploadOperationName } from '@varmala/shared';
import { asMember } from './api-client';
import { checkAnswer, operationUrl, type ParamsInput } from './operation-call';
import { type UploadOptions, upload } from './upload';

export type ApiUploadInput<N extends UploadOperationName> = ParamsInput<N> &
  Omit<UploadOptions, 'token'> & { body: FormData };

/** A multipart upload made as the signed-in member, reporting its progress. */
export function apiUpload<N extends UploadOperationName>(
  name: N,
  input: ApiUploadInput<N>,
): Promise<OperationResponse<N>> {
  const { params, body, ...options } = input;
  return asMember(async (token) => {
    const payload = await upload(operationRoute(name).method, operationUrl(name, { params }), body, {
      ...options,
      token,
    });
    await checkAnswer(name, payload);
    return payload as OperationResponse<N>;
  });
}
