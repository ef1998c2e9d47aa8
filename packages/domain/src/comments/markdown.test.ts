import { describe, expect, it } from 'vitest';
import { renderCommentMarkdown } from './markdown.js';

describe('renderCommentMarkdown', () => {
  it('keeps links, lists and bold', () => {
    const html = renderCommentMarkdown('**大事**\n\n- 一つ目\n- [資料](https://example.com)');
    expect(html).toContain('<strong>大事</strong>');
    expect(html).toContain('<li>一つ目</li>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">資料</a>');
  });

  it('drops raw HTML, scripts, images, headings and javascript links', () => {
    const html = renderCommentMarkdown(
      '# 見出し\n\n<script>alert(1)</script><b onclick="x()">b</b>\n\n![画像](https://example.com/a.png) [x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<h1|<img|onclick|javascript:/);
    expect(html).toContain('見出し');
  });
});
