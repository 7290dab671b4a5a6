import { defineOperation } from '../operations/define.ts';
import { BATCH_PATH } from '@backoffice/domain';
import { MAX_BATCH_URLS, answerEach, batchAnswer, batchBody } from './batch.ts';

/** Several GETs in one request (batch.ts): the early script's first-screen answers. */
export const batchOperations = [
  defineOperation({
    method: 'POST',
    path: BATCH_PATH,
    summary: `Answers up to ${MAX_BATCH_URLS} GETs of the API at once, each as it is answered alone: [{ url, status, contentType, body }] in the list's order.`,
    description:
      'Each URL runs with the caller\'s token, language and domain, through the same checks (a 401, 403 or 404 comes back as that URL\'s status). ' +
      'A URL that is not a GET under /api/, or more URLs than the limit, answer 422 before any of them runs.',
    // Signed in, although each inner call checks its own access: signed out, one request would set off twenty
    // (the sign-in page's own public reads among them) for nothing but load; the early script asks only with a session.
    access: 'signed-in',
    // A read: no transaction, no audit row (each inner call is its own request).
    transaction: false,
    audit: false,
    body: batchBody,
    answer: { json: batchAnswer },
    handler: ({ app, req, body }) => answerEach(app, req, body.urls),
  }),
];
