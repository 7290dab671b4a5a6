/**
 * The early script's one request (src/early.ts): the API's batch route (POST /api/batch, apps/api
 * platform/http/batch.ts) answers every URL as it answers it alone, and each answer becomes the Response a fetch of
 * that URL would have given (status, content type, body), which the client takes as it took the separate fetches.
 * One request instead of a dozen: on a phone's HTTP/1.1 they held the browser's six connections, and their headers
 * weighed more than most of their bodies, while the app's scripts waited. Part of the early chunk: no app imports
 * but the answer's type from the domain (a value from its index would bring the index's modules into this chunk).
 */
import type { BatchAnswer } from '@backoffice/domain';

/** The domain's BATCH_PATH under /api (early.test.ts checks they agree). */
export const EARLY_BATCH_URL = '/api/batch';

/** Statuses whose Response may not have a body (the Fetch standard throws on one). */
const NULL_BODY = [101, 103, 204, 205, 304];

/**
 * The answer for each of `urls`, in their order, from one POST with `headers`. When the batch fails (network, a
 * non-ok status, an answer for other URLs), each of them rejects and the client asks for that URL itself.
 */
export function askAtOnce(urls: string[], headers: Record<string, string>): Promise<Response>[] {
  const batch = fetch(EARLY_BATCH_URL, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ urls }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`batch ${response.status}`);
    return (await response.json()) as BatchAnswer[];
  });
  return urls.map(async (url, i) => {
    const answer = (await batch)[i];
    if (answer?.url !== url) throw new Error(`batch answer for ${url} missing`);
    const body = NULL_BODY.includes(answer.status) ? null : answer.body;
    return new Response(body, { status: answer.status, headers: answer.contentType ? { 'content-type': answer.contentType } : {} });
  });
}
