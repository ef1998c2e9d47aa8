/**
 * An editor's accessible name that holds the words it shows (WCAG 2.5.3 label in name, issue 38):
 * its label, then the visible value, so a voice control user can say what they see and a screen
 * reader still hears what the control edits. A value of marks only (the empty field's 「—」) adds
 * nothing to say.
 */
export function labelInName(label: string, visible: string): string {
  return /[\p{L}\p{N}]/u.test(visible) ? `${label} ${visible}` : label;
}
