import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, parsePath, UNSAFE_NavigationContext, useLocation, type Location, type NavigateOptions, type Navigator, type Path, type To } from 'react-router-dom';

/**
 * Holding a navigation until the user answers, without react-router's data router: `useBlocker` exists only there,
 * and `createBrowserRouter` brings ~55 KB more to the first load (~14.7 KB brotli) than `<BrowserRouter>`, which the app
 * uses for nothing else. So this does the two halves of `useBlocker` by hand:
 * - navigations inside the app (Link, `navigate()`, `<Navigate>`) all call the router's history `push`/`replace`:
 *   while a guard is mounted those are wrapped, and a blocked one is kept to run on `proceed()`;
 * - the browser's Back/Forward has already moved the address when `popstate` arrives: a listener added before the
 *   router's own (BlockableBrowserRouter) hides the event from it, steps back by the same distance (the router's
 *   history keeps its position in `history.state.idx`) and, on `proceed()`, steps forward again.
 * A hash-only change (no `idx`) is never blocked.
 */
export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Path;
}

export interface Blocker {
  blocked: boolean;
  /** Runs the held navigation. */
  proceed: () => void;
  /** Drops it: the app stays where it is. */
  reset: () => void;
}

interface Guard {
  blocks: (next: Partial<Path>) => boolean;
  hold: (go: () => void) => void;
}

interface Hub {
  guards: Set<Guard>;
  detach: () => void;
}

/** One wrapping per history, shared by every guard on it (two forms mounted at once are each asked, in order). */
const hubs = new WeakMap<Navigator, Hub>();

/** The hubs' Back/Forward handlers; each says whether it took the event. */
const popHandlers = new Set<(event: PopStateEvent) => boolean>();
let listening = false;

function listenFirst() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => {
    for (const handle of popHandlers) if (handle(event)) return;
  });
}

/**
 * `<BrowserRouter>` whose Back/Forward a form can hold. The popstate listener is added in the first render, before
 * the router's (its layout effect): a window's listeners run in the order they were added (in Chromium the capture
 * phase does not put one first), and React 19 renders a transition started in a popstate event before the next
 * listener runs, so a listener added after the router's would find the form already gone.
 */
export function BlockableBrowserRouter({ children }: { children: ReactNode }) {
  useState(listenFirst);
  return <BrowserRouter>{children}</BrowserRouter>;
}

const indexOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

function attach(navigator: Navigator, guard: Guard): () => void {
  let hub = hubs.get(navigator);
  if (!hub) {
    const guards = new Set<Guard>();
    const blocking = (next: Partial<Path>) => [...guards].find((g) => g.blocks(next));
    const { push, replace } = navigator;
    let index = indexOf(window.history.state);
    const held =
      (original: Navigator['push']): Navigator['push'] =>
      (to: To, state?: unknown, options?: NavigateOptions) => {
        const run = () => {
          original(to, state, options);
          index = indexOf(window.history.state);
        };
        const guard = blocking(typeof to === 'string' ? parsePath(to) : to);
        if (guard) guard.hold(run);
        else run();
      };
    navigator.push = held(push);
    navigator.replace = held(replace);

    // Pops this module causes itself: the step back after a blocked one (hidden from the router), and the step
    // forward on proceed (let through).
    let undoing = false;
    let passing = false;
    const onPop = (event: PopStateEvent) => {
      const next = indexOf(event.state);
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return true;
      }
      const delta = next !== undefined && index !== undefined && !passing ? next - index : 0;
      passing = false;
      const { pathname, search, hash } = window.location;
      const guard = delta ? blocking({ pathname, search, hash }) : undefined;
      if (!guard) {
        index = next;
        return false;
      }
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(-delta);
      guard.hold(() => {
        passing = true;
        window.history.go(delta);
      });
      return true;
    };
    popHandlers.add(onPop);

    hub = {
      guards,
      detach: () => {
        navigator.push = push;
        navigator.replace = replace;
        popHandlers.delete(onPop);
        hubs.delete(navigator);
      },
    };
    hubs.set(navigator, hub);
  }
  const { guards, detach } = hub;
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (!guards.size) detach();
  };
}

/**
 * `useBlocker` for `<BrowserRouter>`/`<MemoryRouter>`: `shouldBlock` is asked at each navigation (also one that only
 * changes the query string), with where the screen is and where the navigation goes. Back/Forward are held under
 * BlockableBrowserRouter only; in a `<MemoryRouter>` (tests), push/replace.
 */
export function useNavigationBlocker(shouldBlock: (args: BlockerArgs) => boolean): Blocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const current = useRef({ location, shouldBlock });
  current.current = { location, shouldBlock };
  // The held navigation is kept apart from the state that opens the dialog, so running it is never part of an update.
  const held = useRef<(() => void) | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(
    () =>
      attach(navigator, {
        blocks: (next) => {
          const { location: currentLocation, shouldBlock: asks } = current.current;
          // As the history reads a partial path: what it leaves out is the current pathname, and no query or hash.
          const nextLocation = { pathname: next.pathname ?? currentLocation.pathname, search: next.search ?? '', hash: next.hash ?? '' };
          return asks({ currentLocation, nextLocation });
        },
        hold: (go) => {
          held.current = go;
          setBlocked(true);
        },
      }),
    [navigator],
  );

  const reset = useCallback(() => {
    held.current = null;
    setBlocked(false);
  }, []);
  const proceed = useCallback(() => {
    const go = held.current;
    reset();
    go?.();
  }, [reset]);
  return { blocked, proceed, reset };
}
