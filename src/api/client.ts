import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { ApiError } from '@/types/api';

/** The one axios instance: base address from configuration, bearer token from the session. */
export const http: AxiosInstance = axios.create({ baseURL: '/api/', timeout: 30_000, headers: { Accept: 'application/json' } });

let readToken: () => string | null = () => null;

/**
 * Points the client at an API (`VITE_API_BASE`) and tells it where the session token lives.
 * @param options - baseURL and a token reader
 */
export function configureApi(options: { baseURL?: string; getToken: () => string | null }): void {
  if (options.baseURL) http.defaults.baseURL = options.baseURL;
  readToken = options.getToken;
}

http.interceptors.request.use((config) => {
  const token = readToken();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

/** Normalises anything thrown by a call into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { Message?: unknown } | undefined;
    return { status: error.response?.status ?? 0, message: typeof body?.Message === 'string' ? body.Message : undefined };
  }
  return { status: 0 };
}

/** Unwraps the `{Data}` envelope. */
export const unwrap = <T>(response: { data: { Data: T } }): T => response.data.Data;
