import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * A comment's markdown-lite: paragraphs, links, lists, bold and italics, inline code — nothing that
 * would make a comment look like a report (headings, tables, images). Raw HTML is dropped and what
 * remains passes the sanitiser restricted to those elements; links open in a new window.
 */
const allowedTags = ['p', 'br', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code'];

function buildProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm, { singleTilde: false })
    .use(remarkRehype)
    .use(rehypeSanitize, {
      ...defaultSchema,
      tagNames: allowedTags,
      attributes: { a: ['href'], ol: ['start'] },
      clobberPrefix: 'comment-',
    })
    .use(rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] })
    .use(rehypeStringify);
}

let processor: ReturnType<typeof buildProcessor> | undefined;

export function renderCommentMarkdown(markdown: string): string {
  processor ??= buildProcessor();
  return String(processor.processSync(markdown));
}
