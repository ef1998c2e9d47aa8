import { useEffect } from 'react';

/**
 * <meta name="robots" content="noindex"> while a shared page is open: search engines that run the
 * page's script keep it out of their index. The server says the same in an X-Robots-Tag header on
 * the page and on its API answers (decisions/0042).
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
