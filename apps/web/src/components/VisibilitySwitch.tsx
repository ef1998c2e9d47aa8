import { Switch } from '@mantine/core';

/**
 * 公開 / 非公開 of a report. The switch shows what the server holds (`shown`): the caller's change is
 * sent, and the switch flips only once the server has answered and the list is refetched, so a
 * refused change leaves it as it was (product.md §4 visibility).
 */
export function VisibilitySwitch({
  title,
  shown,
  pending,
  onChange,
}: {
  title: string;
  shown: boolean;
  pending: boolean;
  onChange: (isShow: 0 | 1) => void;
}) {
  return (
    <Switch
      aria-label={`「${title}」を公開する`}
      checked={shown}
      disabled={pending}
      label={shown ? '公開' : '非公開'}
      onChange={(event) => onChange(event.currentTarget.checked ? 1 : 0)}
    />
  );
}
