/** Where the early script (src/early.ts) leaves its answers for the client (api/early.ts); no imports, see early-urls.ts. */
export const EARLY_KEY = '__earlyRequests';

export interface EarlyRequest {
  /** The token and language it was asked with: an answer is taken only by a call that would send the same. */
  token: string;
  locale: string;
  response: Promise<Response>;
  /** Taken by a call of the app's client (each answer once). */
  taken: boolean;
}
