import { describe, expect, it } from 'vitest';
import { fileRefsIn, renderMarkdown, resolveFileRefs } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders GFM tables and headings of every level with anchors', () => {
    const html = renderMarkdown('# 月次報告\n\n###### 補足\n\n| 施策 | CVR |\n|---|---|\n| 赤ボタン | 1.2% |\n');
    expect(html).toContain('<h1 id="section-月次報告">');
    expect(html).toContain('<h6 id="section-補足">');
    expect(html).toContain('href="#section-月次報告"');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>赤ボタン</td>');
  });

  it('opens links in a new window with rel noopener', () => {
    const html = renderMarkdown('[資料](https://example.com/a)');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="noopener noreferrer"/);
  });

  it('never lets script through', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '[click](JAVASCRIPT:alert(1))',
      '![x](javascript:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
      '<svg onload="alert(1)"></svg>',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    ].join('\n\n');
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/<iframe|<svg|<div|style=/i);
    expect(html).not.toMatch(/data:text/i);
  });

  it('shows raw HTML as nothing rather than markup', () => {
    expect(renderMarkdown('<b>太字</b>')).not.toContain('<b>');
  });
});

describe('file references', () => {
  it('finds and resolves kaizen-file references', () => {
    const md = '![図](kaizen-file:12)\n![図2](kaizen-file:7)\n![again](kaizen-file:12)';
    expect(fileRefsIn(md)).toEqual([12, 7]);
    const resolved = resolveFileRefs(md, new Map([[12, '/api/v1/files/12?exp=1&sig=abc']]));
    expect(resolved).toContain('/api/v1/files/12?exp=1&sig=abc');
    expect(resolved).toContain('kaizen-file:7');
    expect(renderMarkdown(resolved)).toContain('src="/api/v1/files/12?exp=1&#x26;sig=abc"');
    expect(renderMarkdown(resolved)).not.toContain('kaizen-file');
  });
});
