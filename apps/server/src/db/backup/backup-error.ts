/** A backup or restore refused or failed for a reason the operator can act on; the CLIs print its message. */
export class BackupError extends Error {}
