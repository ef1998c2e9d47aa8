/** Someone picked from the @ suggestions: their id goes with the comment while their @name stays in it. */
export interface Mentioned {
  id: number;
  name: string;
}

/** Longer than any name with its family and given parts; past it an @ is just text. */
const QUERY_MAX = 20;

/**
 * The @ being typed at the caret: where it starts and what follows it (the name typed so far), or
 * null when the caret is not in one. An @ counts at the start or after a space or a new line, so an
 * e-mail address does not open the suggestions; what follows may hold a space (「佐藤 花」).
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (query.length > QUERY_MAX || /[\n@]/.test(query) || /^\s/.test(query)) return null;
  return { start, query };
}

/** The text with the @ being typed replaced by 「@name 」, and where the caret goes after it. */
export function insertMention(
  text: string,
  at: { start: number; caret: number },
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return {
    text: text.slice(0, at.start) + inserted + text.slice(at.caret),
    caret: at.start + inserted.length,
  };
}

/** The people still named in the body: an @name deleted from the text is no longer a mention. */
export function mentionsInBody(body: string, picked: Mentioned[]): Mentioned[] {
  const seen = new Set<number>();
  return picked.filter((person) => {
    if (seen.has(person.id) || !body.includes(`@${person.name}`)) return false;
    seen.add(person.id);
    return true;
  });
}
