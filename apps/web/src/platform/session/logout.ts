import { clearSession } from './storage';

/** Keys of local storage that belong to the signed-in user (besides `session`). */
export const LIST_STATE_PREFIX = 'list:';
export const MENU_KEY = 'menu';

const logoutListeners = new Set<() => void>();

/** Lets the application drop in-memory caches (React Query) when the user signs out. */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Indirection over the browser so tests can observe the reload. */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};

export function clearRememberedFilters(): void {
  const storage = window.localStorage;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && key.startsWith(LIST_STATE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Sign out: clears the session, the remembered filters and the menu (spec §4). */
export function logout(): void {
  clearRememberedFilters();
  window.localStorage.removeItem(MENU_KEY);
  clearSession();
  for (const listener of logoutListeners) listener();
}

let forcing = false;

/** Automatic sign-out when the API says 'Unauthorized' or 'Invalid credentials.': the page reloads. */
export function forceLogout(): void {
  if (forcing) return;
  forcing = true;
  logout();
  browser.reload();
  // In a real browser the reload ends this page; elsewhere let a later answer do it again.
  setTimeout(() => {
    forcing = false;
  }, 0);
}
