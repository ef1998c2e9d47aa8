import { renderMarkdown, resolveFileRefs } from '@kaizen/domain';
import { useDeferredValue, useMemo } from 'react';
import classes from './markdown.module.css';
import { ReportArticle } from './ReportArticle';

/**
 * What the report will look like: the same renderer the server uses for readers, with uploaded images
 * (kaizen-file:ID) shown through their signed URLs. Rendering waits while the user is typing fast.
 */
export function MarkdownPreview({ markdown, urls }: { markdown: string; urls: ReadonlyMap<number, string> }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(resolveFileRefs(deferred, urls)), [deferred, urls]);
  return (
    <div className={classes.preview} role="region" aria-label="プレビュー">
      <ReportArticle html={html} label="プレビュー本文" />
    </div>
  );
}
