/** Why a report's title (trimmed) cannot be saved — blank, or longer than the report kind allows — or null. */
export function reportTitleError(title: string, max: number): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'タイトルを入力してください';
  return trimmed.length > max ? `タイトルは${max}文字以内で入力してください` : null;
}
