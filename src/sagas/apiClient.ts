import type * as ApiModule from '@/api';

export type Api = typeof ApiModule;
type ApiOptions = Parameters<Api['configureApi']>[0];

let options: ApiOptions | undefined;
let loading: Promise<Api> | undefined;

/** Where the API is and how to read the token: set by the composition root, applied when the client loads. */
export function configureApiClient(given: ApiOptions): void {
  options = given;
}

/**
 * The API client (axios and one function per endpoint) arrives with the first call the sagas make,
 * not with the login page's JavaScript. `const api: Api = yield call(loadApi)`.
 */
export function loadApi(): Promise<Api> {
  loading ??= import('@/api').then((api) => {
    if (options) api.configureApi(options);
    return api;
  });
  return loading;
}
