import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** How a report's markdown names an uploaded image: resolved to a signed URL when it is read. */
export const FILE_REF_PREFIX = 'kaizen-file:';

export function fileRef(fileId: number): string {
  return `${FILE_REF_PREFIX}${fileId}`;
}

/** The file ids a report's markdown refers to. */
export function fileRefsIn(markdown: string): number[] {
  const ids = new Set<number>();
  for (const match of markdown.matchAll(/kaizen-file:(\d{1,15})/g)) ids.add(Number(match[1]));
  return [...ids];
}

/** Replaces each kaizen-file:ID with its URL; a reference without one is left (and then dropped by the sanitiser). */
export function resolveFileRefs(markdown: string, urls: ReadonlyMap<number, string>): string {
  return markdown.replace(/kaizen-file:(\d{1,15})/g, (whole, id: string) => urls.get(Number(id)) ?? whole);
}

/**
 * Markdown to safe HTML (product.md §9.3): GFM tables, links open in a new window with rel noopener, headings
 * 1–6 get anchors. Raw HTML in the markdown is dropped, and the result passes GitHub's sanitising
 * schema (no script, no event handlers, no javascript: URLs) before our own, trusted, additions.
 */
function buildProcessor() {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize, defaultSchema)
      // Prefixed so a heading can never take the id of an element of the app (DOM clobbering).
      .use(rehypeSlug, { prefix: 'section-' })
      .use(rehypeAutolinkHeadings, {
        behavior: 'append',
        properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
        content: { type: 'text', value: '#' },
      })
      .use(rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] })
      .use(rehypeStringify)
  );
}

// Built on first use, so importing the domain package costs nothing where nothing is rendered.
let processor: ReturnType<typeof buildProcessor> | undefined;

export function renderMarkdown(markdown: string): string {
  processor ??= buildProcessor();
  return String(processor.processSync(markdown));
}
