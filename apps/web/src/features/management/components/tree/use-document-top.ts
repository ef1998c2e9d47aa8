import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The distance from the top of the document to the element, kept current while what is above it
 * grows or shrinks (figures and the KGI analysis arrive after the tree). The window virtualiser needs
 * this, not `offsetTop`, which counts only from the nearest positioned ancestor: with a stale or
 * short margin it draws the rows of another part of the list than the one on screen.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // Anything above the element that changes height changes the body's height too.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
