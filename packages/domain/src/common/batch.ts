/**
 * POST /api/batch: several GETs of the API in one request, each answered as it is alone (the API's
 * platform/http/batch.ts); the web's early script asks for the first screen's data this way (platform/api/early-batch.ts).
 */
export const BATCH_PATH = '/batch';

/** One URL's answer, in the list's order. */
export interface BatchAnswer {
  url: string;
  status: number;
  /** The inner answer's Content-Type ('' when it has none, a 204). */
  contentType: string;
  /** The inner answer's body as it was sent (JSON as text): the client rebuilds the same Response from it. */
  body: string;
}
