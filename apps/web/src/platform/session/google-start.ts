/**
 * The start of Google sign-in, shared by the web app's button and the sign-in page the server writes (its small
 * script, src/signin/signin.ts): a state and a nonce kept in this tab for the return page to check, then off to the
 * provider. No React here: the sign-in page's script must stay small.
 */
export const GOOGLE_STATE_KEY = 'google-signin';
export const GOOGLE_RETURN_PATH = '/oauth/google/return';
export const googleReturnUri = () => `${window.location.origin}${GOOGLE_RETURN_PATH}`;

export function startGoogleSignIn(authorizationEndpoint: string, clientId: string): void {
  // state ties the return to this browser's request; nonce ties the ID token to it.
  const state = crypto.randomUUID();
  const nonce = crypto.randomUUID();
  window.sessionStorage.setItem(GOOGLE_STATE_KEY, JSON.stringify({ state, nonce }));
  const url = new URL(authorizationEndpoint);
  url.search = new URLSearchParams({ client_id: clientId, redirect_uri: googleReturnUri(), response_type: 'code', scope: 'openid email', state, nonce }).toString();
  window.location.assign(url.toString());
}
