import { ApiError } from '@app/api-client/http';

/** A request that never got an answer (offline, server down): the "network failure" case of spec 000 §8. */
export const isNetworkFailure = (err: unknown) => !(err instanceof ApiError);
