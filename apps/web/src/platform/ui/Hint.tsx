import { useEffect, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

export interface HintProps {
  /** What the tooltip says. */
  label: string;
  openDelay?: number;
  /** The control it describes. */
  children: ReactElement;
}

/** Where the tip shows: centred on the control, above it, or below when the control is at the top of the window. */
interface Place {
  x: number;
  y: number;
  below: boolean;
}

/** Room a tip needs above its control; closer to the top of the window it goes below (the header's controls). */
const ROOM_ABOVE = 40;
/** Half the widest tip the header shows, to keep it inside the window at the edges. */
const HALF_WIDTH = 90;

/**
 * A tooltip on a mouse over the control or a focus on it, never a touch: Mantine's Tooltip looks, drawn without
 * @floating-ui (which Mantine's brings, ~16 KB compressed of the first load of every screen, for a header's hints).
 * The tip is placed once when it shows (above, or below near the top of the window, kept inside the window).
 */
export function Hint({ label, openDelay = 0, children }: HintProps) {
  const box = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const control = box.current?.firstElementChild;
      if (!control) return;
      const r = control.getBoundingClientRect();
      const below = r.top < ROOM_ABOVE;
      const x = Math.min(Math.max(r.left + r.width / 2, HALF_WIDTH), window.innerWidth - HALF_WIDTH);
      setPlace({ x, y: below ? r.bottom + 6 : r.top - 6, below });
    }, openDelay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setPlace(null);
  };
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {place &&
        createPortal(
          <div
            role="tooltip"
            style={{
              position: 'fixed',
              left: place.x,
              top: place.y,
              transform: place.below ? 'translateX(-50%)' : 'translate(-50%, -100%)',
              zIndex: 'var(--mantine-z-index-popover)' as unknown as number,
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
              padding: 'calc(var(--mantine-spacing-xs) / 2) var(--mantine-spacing-xs)',
              fontSize: 'var(--mantine-font-size-sm)',
              borderRadius: 'var(--mantine-radius-default)',
              background: 'var(--mantine-color-gray-9)',
              color: 'var(--mantine-color-white)',
            }}
          >
            {label}
          </div>,
          document.body,
        )}
    </span>
  );
}
