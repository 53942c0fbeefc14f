import { type OperationResponse, operationRoute, type UploadOperationName } from '@varmala/shared';
import { reactToFailure } from './api-client';
import { checkAnswer, operationUrl, type ParamsInput } from './operation-call';
import { getSession } from './session';
import { refreshTokenIfDue } from './token-refresh';
import { type UploadOptions, upload } from './upload';

export type ApiUploadInput<N extends UploadOperationName> = ParamsInput<N> &
  Omit<UploadOptions, 'token'> & { body: FormData };

/** A multipart upload made as the signed-in member, reporting its progress. */
export async function apiUpload<N extends UploadOperationName>(
  name: N,
  input: ApiUploadInput<N>,
): Promise<OperationResponse<N>> {
  await refreshTokenIfDue();
  const token = getSession().token;
  const { params, body, ...options } = input;
  try {
    const payload = await upload(operationRoute(name).method, operationUrl(name, { params }), body, {
      ...options,
      token,
    });
    await checkAnswer(name, payload);
    return payload as OperationResponse<N>;
  } catch (error) {
    reactToFailure(error, token);
    throw error;
  }
}
