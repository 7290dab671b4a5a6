/**
 * The script of the sign-in page the server writes at `/` (apps/api/src/modules/admin/signin.pages.ts), built
 * apart from the back office (vite.shop.config.ts) so that the page stays a few kilobytes: the page works without
 * it; it sends a browser that is already signed in on to the app, starts Google sign-in, and keeps a slow
 * connection from sending the form twice.
 */
import { getSession } from '../platform/session/storage';
import { startGoogleSignIn } from '../platform/session/google-start';

const from = new URLSearchParams(window.location.search).get('from');
if (getSession()) window.location.replace(from && /^\/(?![/\\])/.test(from) ? from : '/home');

const google = document.querySelector<HTMLButtonElement>('[data-google-endpoint]');
if (google) {
  google.hidden = false;
  google.addEventListener('click', () => startGoogleSignIn(google.dataset.googleEndpoint!, google.dataset.googleClient!));
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post"]')) {
  form.addEventListener('submit', () => {
    // After the browser has read the fields: disabled ones would not be sent.
    setTimeout(() => form.querySelectorAll<HTMLButtonElement>('button[type="submit"]').forEach((b) => (b.disabled = true)), 0);
  });
}
