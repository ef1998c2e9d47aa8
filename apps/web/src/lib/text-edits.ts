/**
 * The markdown toolbar's edits as pure functions of the text and its selection, so the editor only
 * applies the result (and the rules can be tested without a browser).
 */
export interface TextEdit {
  text: string;
  /** Selection start and end (equal for a caret). */
  start: number;
  end: number;
}

/** Puts markers around the selection (太字: **…**); with nothing selected, around a placeholder that is left selected. */
export function wrapSelection(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end) || placeholder;
  const text = edit.text.slice(0, edit.start) + marker + selected + marker + edit.text.slice(edit.end);
  const start = edit.start + marker.length;
  return { text, start, end: start + selected.length };
}

/** The start of the first and the end of the last line the selection touches. */
function lineRange(edit: TextEdit): { from: number; to: number } {
  const from = edit.text.lastIndexOf('\n', edit.start - 1) + 1;
  // A selection ending just after a line break does not take in the next line.
  const last = edit.end > edit.start && edit.text[edit.end - 1] === '\n' ? edit.end - 1 : edit.end;
  const next = edit.text.indexOf('\n', last);
  return { from, to: next === -1 ? edit.text.length : next };
}

/**
 * Starts each selected line with a marker (見出し, 箇条書き, 番号リスト), replacing a marker of the same
 * kind that is already there. Blank lines in a longer selection are left alone; the edited lines stay selected.
 */
export function prefixLines(edit: TextEdit, prefix: (index: number) => string, existing: RegExp): TextEdit {
  const { from, to } = lineRange(edit);
  const lines = edit.text.slice(from, to).split('\n');
  let index = 0;
  const changed = lines.map((line) => {
    if (lines.length > 1 && line.trim() === '') return line;
    const marker = prefix(index);
    index += 1;
    return marker + line.replace(existing, '');
  });
  const block = changed.join('\n');
  const text = edit.text.slice(0, from) + block + edit.text.slice(to);
  if (lines.length === 1 && edit.start === edit.end) {
    // A caret stays where it was in the line's text.
    const caret = Math.max(from, edit.start + (block.length - (to - from)));
    return { text, start: caret, end: caret };
  }
  return { text, start: from, end: from + block.length };
}

export const headingMarker = /^#{1,6}\s+/;
export const listMarker = /^(?:[-*+]|\d+[.)])\s+/;

/** [text](https://): the selection becomes the link text; the address is left selected to type over. */
export function insertLink(edit: TextEdit, placeholder: string): TextEdit {
  const label = edit.text.slice(edit.start, edit.end) || placeholder;
  const url = 'https://';
  const before = `[${label}](`;
  const text = edit.text.slice(0, edit.start) + before + url + ')' + edit.text.slice(edit.end);
  const start = edit.start + before.length;
  return { text, start, end: start + url.length };
}

/**
 * Puts a block (a table, an image) in place of the selection as a paragraph of its own: blank lines
 * are added around it where needed. `select` is a range inside the block to leave selected; by
 * default the caret goes after it.
 */
export function insertBlock(edit: TextEdit, block: string, select?: { start: number; end: number }): TextEdit {
  const head = edit.text.slice(0, edit.start);
  const tail = edit.text.slice(edit.end);
  const lead = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const trail = tail === '' ? '\n' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const text = head + lead + block + trail + tail;
  const blockStart = head.length + lead.length;
  if (select) return { text, start: blockStart + select.start, end: blockStart + select.end };
  const caret = blockStart + block.length;
  return { text, start: caret, end: caret };
}

/** A GFM table to fill in: three columns, a header row and two rows. */
export const TABLE_SKELETON = [
  '| 見出し1 | 見出し2 | 見出し3 |',
  '| --- | --- | --- |',
  '|  |  |  |',
  '|  |  |  |',
].join('\n');

/** The toolbar's commands, by name. */
export const markdownCommands = {
  heading: (edit: TextEdit) => prefixLines(edit, () => '## ', headingMarker),
  bold: (edit: TextEdit) => wrapSelection(edit, '**', '太字'),
  bullets: (edit: TextEdit) => prefixLines(edit, () => '- ', listMarker),
  numbers: (edit: TextEdit) => prefixLines(edit, (i) => `${i + 1}. `, listMarker),
  link: (edit: TextEdit) => insertLink(edit, 'リンクテキスト'),
  table: (edit: TextEdit) => insertBlock(edit, TABLE_SKELETON, { start: 2, end: 2 + '見出し1'.length }),
} as const;

export type MarkdownCommand = keyof typeof markdownCommands;
