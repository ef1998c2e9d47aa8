import { Tooltip } from '@mantine/core';
import { useMemo, useState, type PointerEvent, type ReactNode } from 'react';

/** Marks an element inside a TooltipScope: the scope's tooltip shows `label` while the mouse is over it. */
export const tooltipLabel = (label: string) => ({ 'data-tooltip': label });

/**
 * One Mantine Tooltip for every element under `children` marked with `tooltipLabel`, shown while the
 * mouse is over it — as a Tooltip of its own would be (hover only, no delay, not on touch). A board
 * row has up to five such labels; a Tooltip each (floating-position hooks, portal, transition) took
 * about 60 ms of the main thread of a first visit to the management page (issue 14, decisions/0018).
 */
export function TooltipScope({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | SVGElement | null>(null);
  // Mantine reads an SVG target only through a ref object (it checks `instanceof HTMLElement`).
  const target = useMemo(() => ({ current: element as HTMLElement | null }), [element]);

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const marked = (event.target as Element).closest<HTMLElement | SVGElement>('[data-tooltip]');
    setElement(marked && event.currentTarget.contains(marked) ? marked : null);
  };

  return (
    <div style={{ display: 'contents' }} onPointerOver={onPointerOver} onPointerLeave={() => setElement(null)}>
      {children}
      {element ? <Tooltip target={target} label={element.dataset.tooltip} opened withArrow /> : null}
    </div>
  );
}
