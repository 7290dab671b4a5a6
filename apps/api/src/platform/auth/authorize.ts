import type { RequestContext } from './context.ts';

export type Action = 'read' | 'create' | 'update' | 'delete';

/**
 * Decides whether the signed-in user may perform an action on a permission key
 * (a resource's `permission`, or a custom operation's). The access-profile module
 * installs the real one; until then any signed-in user may act within their companies.
 */
export type Authorizer = (ctx: RequestContext, permission: string | undefined, action: Action) => Promise<boolean> | boolean;

export const signedInAuthorizer: Authorizer = (ctx) => ctx.user !== null;
