const STORAGE_KEY = 'kaizen.currentProjectId';

/** The client project last opened in this browser, so routes without a project id can go back to it. */
export function rememberedProjectId(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberProjectId(projectId: number): void {
  localStorage.setItem(STORAGE_KEY, String(projectId));
}
