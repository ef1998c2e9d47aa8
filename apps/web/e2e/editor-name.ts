/**
 * Finds an inline editor by its label whatever it shows: its accessible name is the label, then the
 * value on screen (src/components/editors/label-in-name.ts, WCAG 2.5.3 label in name).
 */
export function editorName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: |$)`);
}
