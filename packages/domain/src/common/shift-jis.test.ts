import { describe, expect, it } from 'vitest';
import { encodeShiftJis } from './shift-jis.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const readBack = (bytes: Uint8Array) => new TextDecoder('shift_jis').decode(bytes);

describe('encodeShiftJis', () => {
  it('writes Japanese text as Shift_JIS bytes that read back the same', () => {
    // Code points from the JIS X 0208 table: あ 82A0, 漢 8ABF, ｱ (half-width) B1.
    const result = encodeShiftJis('あ漢ｱ,A\r\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(hex(result.bytes)).toBe('82a08abfb12c410d0a');
    expect(readBack(result.bytes)).toBe('あ漢ｱ,A\r\n');
  });

  it('holds the Windows (CP932) extensions Excel reads: ①, ㈱, Ⅰ, ∑ and the IBM kanji 髙', () => {
    const text = '①㈱Ⅰ∑髙';
    const result = encodeShiftJis(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(readBack(result.bytes)).toBe(text);
  });

  it('writes a Mac wave dash or minus as the Windows character drawn the same', () => {
    const result = encodeShiftJis('10\u301C20 \u22125');
    expect(result.ok).toBe(true);
    if (result.ok) expect(readBack(result.bytes)).toBe('10\uFF5E20 \uFF0D5');
  });

  it('reports each character it cannot hold with its line and column, surrogate pairs as one', () => {
    const result = encodeShiftJis('課題,担当\r\n𠮷野家,😀\nok,Ⅻ');
    expect(result).toEqual({
      ok: false,
      count: 3,
      unencodable: [
        { char: '𠮷', line: 2, column: 1 },
        { char: '😀', line: 2, column: 5 },
        { char: 'Ⅻ', line: 3, column: 4 },
      ],
    });
  });

  it('lists the first 20 and counts them all', () => {
    const result = encodeShiftJis('😀'.repeat(25));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.count).toBe(25);
    expect(result.unencodable).toHaveLength(20);
    expect(result.unencodable[19]).toEqual({ char: '😀', line: 1, column: 20 });
  });
});
