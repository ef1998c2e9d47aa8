import { forwardRef, type FocusEvent, type MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { prefetchRoute } from '../lib/prefetch-registry';

/** A router link that loads the target page's code on hover or focus (unless the connection is poor). */
export const PrefetchLink = forwardRef<HTMLAnchorElement, LinkProps>(function PrefetchLink(
  { onMouseEnter, onFocus, ...props },
  ref,
) {
  const prefetch = () => {
    if (typeof props.to === 'string') prefetchRoute(props.to);
    else if (props.to.pathname) prefetchRoute(props.to.pathname);
  };
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
});
