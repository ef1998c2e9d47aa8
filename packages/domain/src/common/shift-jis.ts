import Encoding from 'encoding-japanese';

/**
 * Characters a Mac or a web form writes with one code point and Windows with another, drawn the same:
 * Shift_JIS holds them as the Windows character (what the encoder writes), so they are not reported.
 */
const SAME_ON_WINDOWS: Readonly<Record<string, string>> = {
  '\u301C': '\uFF5E', // 〜 WAVE DASH → ～
  '\u2212': '\uFF0D', // − MINUS SIGN → －
  '\u2016': '\u2225', // ‖ DOUBLE VERTICAL LINE → ∥
  '\u00A2': '\uFFE0', // ¢ → ￠
  '\u00A3': '\uFFE1', // £ → ￡
  '\u00AC': '\uFFE2', // ¬ → ￢
  '\u2014': '\u2015', // — EM DASH → ―
};

/** A character Shift_JIS cannot hold, where it is: line and column count from 1, by character. */
export interface UnencodableCharacter {
  char: string;
  line: number;
  column: number;
}

export type ShiftJisResult =
  | { ok: true; bytes: Uint8Array }
  /** The first of them, and how many there are in all. */
  | { ok: false; unencodable: UnencodableCharacter[]; count: number };

/** How many unencodable characters are listed at most; `count` says how many there are. */
const LISTED = 20;

/**
 * The text in Shift_JIS (Windows-31J, what Excel on a Japanese Windows reads), or every character it
 * cannot hold — never a silent `?`. Each character is checked by reading its bytes back with the
 * browser's own Shift_JIS decoder, the one Excel's table agrees with.
 */
export function encodeShiftJis(text: string): ShiftJisResult {
  const decoder = new TextDecoder('shift_jis');
  const known = new Map<string, boolean>();
  const unencodable: UnencodableCharacter[] = [];
  let line = 1;
  let column = 0;
  for (const char of text) {
    if (char === '\n') {
      line += 1;
      column = 0;
      continue;
    }
    if (char === '\r') continue;
    column += 1;
    let fits = known.get(char);
    if (fits === undefined) {
      const back = decoder.decode(Uint8Array.from(Encoding.convert(Encoding.stringToCode(char), 'SJIS', 'UNICODE')));
      fits = back === char || back === SAME_ON_WINDOWS[char];
      known.set(char, fits);
    }
    if (!fits) unencodable.push({ char, line, column });
  }
  if (unencodable.length > 0) {
    return { ok: false, unencodable: unencodable.slice(0, LISTED), count: unencodable.length };
  }
  return { ok: true, bytes: Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), 'SJIS', 'UNICODE')) };
}
