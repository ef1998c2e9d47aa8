import { Pagination, type PaginationProps } from '@mantine/core';

const controlLabels = {
  first: '最初のページ',
  previous: '前のページ',
  next: '次のページ',
  last: '最後のページ',
} as const;

/** Mantine's Pagination with a name on every button: its arrows are icons, which a screen reader cannot read. */
export function LabelledPagination(props: PaginationProps) {
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      getItemProps={(page) => ({ 'aria-label': `${page}ページ目` })}
      {...props}
    />
  );
}
