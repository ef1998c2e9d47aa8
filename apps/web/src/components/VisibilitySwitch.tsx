import { Switch } from '@mantine/core';

/**
 * 公開 / 非公開 of a report. The switch shows what the server holds (`shown`): the caller's change is
 * sent, and the switch flips only once the server has answered and the list is refetched, so a
 * refused change leaves it as it was (product.md §4 visibility). While the answer is awaited it is
 * disabled by aria-disabled, not the disabled attribute: a disabled control drops the focus, and a
 * keyboard user who flipped it with Space found the focus gone to the page's start (issue 38).
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
      aria-disabled={pending || undefined}
      // Mantine's disabled look, without the attribute.
      data-disabled={pending || undefined}
      label={shown ? '公開' : '非公開'}
      onChange={(event) => {
        if (!pending) onChange(event.currentTarget.checked ? 1 : 0);
      }}
    />
  );
}
