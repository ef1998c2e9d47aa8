import classes from './markdown.module.css';

/**
 * A report's HTML as renderMarkdown made it: raw HTML dropped, then GitHub's sanitising schema (no
 * script, event handlers or javascript: links) — so it can be put into the page as it is.
 */
export function ReportArticle({ html, label }: { html: string; label: string }) {
  return <article className={classes.article} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
