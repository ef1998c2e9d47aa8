import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt, mentionsInBody } from './mention-text';

describe('mentionQueryAt', () => {
  it('finds the @ being typed, with a space inside the name', () => {
    expect(mentionQueryAt('確認を@佐藤', 6)).toBeNull();
    expect(mentionQueryAt('確認を @佐藤', 7)).toEqual({ start: 4, query: '佐藤' });
    expect(mentionQueryAt('@佐藤 花', 5)).toEqual({ start: 0, query: '佐藤 花' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('ignores an e-mail address, a finished line, a leading space and a long run', () => {
    expect(mentionQueryAt('a@example.com', 13)).toBeNull();
    expect(mentionQueryAt('@佐藤\n次', 5)).toBeNull();
    expect(mentionQueryAt('@ 佐藤', 4)).toBeNull();
    expect(mentionQueryAt(`@${'あ'.repeat(21)}`, 22)).toBeNull();
  });

  it('reads only up to the caret', () => {
    expect(mentionQueryAt('@佐藤 さん、@鈴', 4)).toEqual({ start: 0, query: '佐藤 ' });
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the name and a space, caret after it', () => {
    expect(insertMention('確認を @佐 お願いします', { start: 4, caret: 6 }, '佐藤 花子')).toEqual({
      text: '確認を @佐藤 花子  お願いします',
      caret: 11,
    });
  });
});

describe('mentionsInBody', () => {
  const sato = { id: 2, name: '佐藤 花子' };
  const suzuki = { id: 3, name: '鈴木 一郎' };
  it('keeps those still named once each, drops the removed', () => {
    expect(mentionsInBody('@佐藤 花子 さん @佐藤 花子', [sato, sato, suzuki])).toEqual([sato]);
    expect(mentionsInBody('なし', [sato])).toEqual([]);
  });
});
