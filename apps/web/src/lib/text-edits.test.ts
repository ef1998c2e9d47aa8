import { renderMarkdown } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { insertBlock, insertLink, markdownCommands, TABLE_SKELETON, wrapSelection, type TextEdit } from './text-edits';

/** A text with the selection marked by [ and ] (a caret by a single |). */
function at(marked: string): TextEdit {
  if (marked.includes('|')) {
    const start = marked.indexOf('|');
    return { text: marked.replace('|', ''), start, end: start };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

const selected = (edit: TextEdit) => edit.text.slice(edit.start, edit.end);

describe('wrapSelection (太字)', () => {
  it('wraps the selection and keeps it selected', () => {
    const out = wrapSelection(at('今月は[売上]が伸びた'), '**', '太字');
    expect(out.text).toBe('今月は**売上**が伸びた');
    expect(selected(out)).toBe('売上');
  });

  it('with nothing selected inserts a placeholder to type over', () => {
    const out = markdownCommands.bold(at('前|後'));
    expect(out.text).toBe('前**太字**後');
    expect(selected(out)).toBe('太字');
  });
});

describe('line markers', () => {
  it('makes the caret line a heading, replacing an existing heading marker', () => {
    expect(markdownCommands.heading(at('一行目\n二行|目')).text).toBe('一行目\n## 二行目');
    expect(markdownCommands.heading(at('### 見|出し')).text).toBe('## 見出し');
  });

  it('keeps the caret in the same place of the line text', () => {
    const out = markdownCommands.bullets(at('項|目'));
    expect(out.text).toBe('- 項目');
    expect(out.start).toBe(3);
  });

  it('numbers each selected line, skipping blank lines, and leaves them selected', () => {
    const out = markdownCommands.numbers(at('[りんご\n\nみかん\n- ぶどう]'));
    expect(out.text).toBe('1. りんご\n\n2. みかん\n3. ぶどう');
    expect(selected(out)).toBe(out.text);
  });

  it('does not take in the line after a selection that ends with a line break', () => {
    expect(markdownCommands.bullets(at('[a\n]b')).text).toBe('- a\nb');
  });

  it('turns a caret on an empty line into an empty list item', () => {
    expect(markdownCommands.bullets(at('前\n|\n後')).text).toBe('前\n- \n後');
  });
});

describe('insertLink', () => {
  it('uses the selection as the text and selects the address', () => {
    const out = insertLink(at('詳細は[こちら]'), 'リンクテキスト');
    expect(out.text).toBe('詳細は[こちら](https://)');
    expect(selected(out)).toBe('https://');
  });
});

describe('insertBlock (表, 画像)', () => {
  it('puts the block in a paragraph of its own', () => {
    expect(insertBlock(at('前の文|後の文'), 'X').text).toBe('前の文\n\nX\n\n後の文');
    expect(insertBlock(at('前の文\n|'), 'X').text).toBe('前の文\n\nX\n');
    expect(insertBlock(at('|'), 'X').text).toBe('X\n');
    expect(insertBlock(at('前\n\n|\n\n後'), 'X').text).toBe('前\n\nX\n\n後');
  });

  it('puts the caret after the block', () => {
    const out = insertBlock(at('前|'), '![図](kaizen-file:3)');
    expect(out.text.slice(0, out.start)).toBe('前\n\n![図](kaizen-file:3)');
  });

  it('inserts a GFM table skeleton that renders as a table, its first heading selected', () => {
    const out = markdownCommands.table(at('## 結果\n|'));
    expect(selected(out)).toBe('見出し1');
    expect(out.text).toContain(TABLE_SKELETON);
    const html = renderMarkdown(out.text);
    expect(html).toContain('<table>');
    expect(html).toContain('<th>見出し1</th>');
  });
});
