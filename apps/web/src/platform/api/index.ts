export { api, apiUrl, commonHeaders, downloadCsv, request, saveBlob, API_BASE } from './client';
export type { HttpMethod, RequestOptions } from './client';
export { ApiError, isApiError, readApiError } from './errors';
export type { Violations } from './errors';
export { idOf, membersOf, totalOf } from './hydra';
export type { HydraCollection } from './hydra';
export { encodeQuery, withQuery } from './query-string';
export type { QueryParams, QueryValue } from './query-string';
