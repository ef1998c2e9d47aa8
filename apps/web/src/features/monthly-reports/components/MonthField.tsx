import { MonthPickerInput } from '@mantine/dates';

/** The month a regular report covers ('YYYY-MM'). */
export function MonthField({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <MonthPickerInput
      label="対象月"
      w={200}
      valueFormat="YYYY年M月"
      value={`${month}-01`}
      onChange={(value) => {
        if (value) onChange(value.slice(0, 7));
      }}
    />
  );
}
