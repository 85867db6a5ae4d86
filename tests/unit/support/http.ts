import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** A failed API call as axios throws it: the status and, when given, the server's Message. */
export function httpError(status: number, Message?: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data: Message === undefined ? {} : { Message } } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, undefined, response);
}

/** A call that never reached the server. */
export const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK');
