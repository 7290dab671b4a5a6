import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

/**
 * A control whose popup (a menu, a select's list: Mantine's popovers and @floating-ui, ~40 KB compressed with the
 * header's) is a chunk of its own, fetched when the user reaches for the control (the pointer over it, the focus on
 * it). Until the click `Trigger` is drawn, the same button the real component wraps; the click puts the real one in
 * its place, open (`defaultOpened`), and the focus, when the trigger had it, goes on to the real control; once in,
 * it stays. The pointer over it only fetches the code: the click still lands on the element it was aimed at. So the
 * first load of a screen carries none of it.
 */
export function onIntent<P extends object>(Trigger: ComponentType<P>, load: () => Promise<ComponentType<P & { defaultOpened?: boolean }>>): ComponentType<P> {
  let loading: Promise<ComponentType<P & { defaultOpened?: boolean }>> | null = null;
  const preload = () => (loading ??= load());
  const Real = lazy(async () => ({ default: await preload() }));
  function OnIntent(props: P) {
    const [opened, setOpened] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const focused = useRef(false);
    const trigger = (
      <span
        ref={box}
        style={{ display: 'contents' }}
        onPointerEnter={() => void preload()}
        onFocus={() => {
          focused.current = true;
          void preload();
        }}
        onBlur={() => (focused.current = false)}
        // A transition: the trigger stays on screen until the real control's code is in.
        onClick={() => startTransition(() => setOpened(true))}
      >
        <Trigger {...props} />
      </span>
    );
    if (!opened) return trigger;
    return (
      <Suspense fallback={trigger}>
        <span ref={box} style={{ display: 'contents' }}>
          <Real {...props} defaultOpened />
          <KeepFocus box={box} had={focused} />
        </span>
      </Suspense>
    );
  }
  OnIntent.displayName = `OnIntent(${Trigger.displayName ?? Trigger.name})`;
  return OnIntent;
}

/** The trigger had the focus when the real control replaced it: the focus goes on to the real control. */
function KeepFocus({ box, had }: { box: RefObject<HTMLSpanElement | null>; had: RefObject<boolean> }) {
  useEffect(() => {
    if (!had.current || (document.activeElement && document.activeElement !== document.body)) return;
    box.current?.querySelector<HTMLElement>('button, a[href], input, [tabindex]')?.focus();
  }, [box, had]);
  return null;
}
