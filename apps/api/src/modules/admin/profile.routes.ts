import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { updateProfilePart } from '../pessoas/index.ts';

const profileParams = z.object({
  id: z.string().regex(/^\d{1,9}$/).transform(Number),
  component: z.string(),
});

/**
 * PUT /people/{id}/profile/{component}: edits one part of a person's profile: `personal` ({name, alias,
 * email, phone}), `billing` ({billing, billingDays, paymentTerm}) or `document` ({document, ie, contributorType}).
 * The signed-in user edits their own person; the company's record needs the companies grant, another
 * user's person the users grant, anyone else the people grant (see pessoas/person-access.ts).
 */
export const profileOperations = [
  defineOperation({
    method: 'PUT',
    path: '/people/:id/profile/:component',
    summary: "Edits one part of a person's profile: personal, billing or document.",
    access: 'signed-in',
    params: profileParams,
    // The body's shape depends on the component: read by the service.
    answer: { type: 'People', iri: (p) => `/people/${p.id}` },
    handler: (op) => updateProfilePart(op, op.params.id, op.params.component, op.req.body),
  }),
];
