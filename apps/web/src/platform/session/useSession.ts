import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './storage';

/** The stored session, re-rendering on sign-in, sign-out and company switch (also from other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
