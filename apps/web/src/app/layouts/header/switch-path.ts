/** The client area's pages every project has: switching projects stays on the same one. */
const sharedPages = new Set(['overview', 'management', 'status', 'reports', 'setting']);

/**
 * Where switching to another project goes from the current path: the same page of the other project
 * when every project has it, else that project's dashboard (a report or measure of this project does
 * not exist there). Query and hash are left behind: they belong to this project's page.
 */
export function switchedProjectPath(pathname: string, projectId: number): string {
  const rest = pathname.replace(/^\/client\/\d+\/?/, '').replace(/\/$/, '');
  return sharedPages.has(rest) ? `/client/${projectId}/${rest}` : `/client/${projectId}`;
}
