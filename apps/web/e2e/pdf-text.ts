import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: string | null;
}

/** The PDF's numbered objects: each dictionary, and its stream inflated (null when none or not deflated). */
function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (streamAt >= 0) {
      const start = (match.index ?? 0) + match[0].indexOf(body) + body.indexOf('\n', streamAt) + 1;
      const end = raw.indexOf('endstream', start);
      try {
        stream = inflateSync(pdf.subarray(start, end)).toString('latin1');
      } catch {
        // Not deflated (an image, say): no text in it.
      }
    }
    objects.set(match[1] ?? '', { dict: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
  }
  return objects;
}

/** A font's ToUnicode map: glyph id (4 hex digits, as Chromium writes them) → text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, value] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((glyph ?? '').toUpperCase(), text(value ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = Number.parseInt(from ?? '0', 16);
      const base = Number.parseInt(start ?? '0', 16);
      for (let glyph = first; glyph <= Number.parseInt(to ?? '0', 16); glyph += 1) {
        map.set(glyph.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(base + glyph - first));
      }
    }
  }
  return map;
}

/**
 * The text a PDF printed by Chromium shows, in drawing order: each glyph run is read through the
 * ToUnicode map of the font it is set in (Chromium splits a Japanese font into many subsets and
 * switches between them within a word). Enough to check that a printed page carries a given title,
 * without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+)\s+0\s+R/g)) {
      const font = objects.get(ref ?? '');
      const toUnicode = font?.dict.match(/\/ToUnicode\s+(\d+)\s+0\s+R/)?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (name && cmap) fonts.set(name, unicodeMap(cmap));
    }
  }
  let text = '';
  for (const { stream } of objects.values()) {
    if (!stream?.includes('BT')) continue;
    let font = new Map<string, string>();
    for (const [, name, hex] of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]+)>/g)) {
      if (name) font = fonts.get(name) ?? new Map();
      else text += (hex?.toUpperCase().match(/.{4}/g) ?? []).map((glyph) => font.get(glyph) ?? '').join('');
    }
  }
  return text;
}
