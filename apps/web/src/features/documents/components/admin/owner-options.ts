import type { Owner, UploadOwner } from '@kaizen/domain';

/** A name with its company, so two projects of the same name stay apart in the list. */
const labelOf = (name: string, company: string) => (company ? `${name}（${company}）` : name);

const GROUPS = [
  { kind: 'project', group: 'プロジェクト' },
  { kind: 'sale', group: '営業顧客' },
] as const;

/**
 * The upload dialog's choices, grouped: the client projects, then the sales customers that are not a
 * client project yet (the server answers only those; decisions/0013). Values name the kind and the id.
 */
export function ownerOptions(owners: UploadOwner[]) {
  return GROUPS.map(({ kind, group }) => ({
    group,
    items: owners
      .filter((owner) => owner.kind === kind)
      .map((owner) => ({ value: `${kind}:${owner.id}`, label: labelOf(owner.name, owner.company_name) })),
  })).filter((g) => g.items.length > 0);
}

/** A choice's value back to the owner; null for none (or anything that is not a choice). */
export function ownerFromValue(value: string | null): Owner | null {
  const match = /^(project|sale):(\d+)$/.exec(value ?? '');
  if (!match) return null;
  return { kind: match[1] === 'project' ? 'project' : 'sale', id: Number(match[2]) };
}
