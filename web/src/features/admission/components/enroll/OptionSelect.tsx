import { Select } from '@/components/Select';

/** The site's drop-down of text options with a first 不限 (value '') choice. */
export function OptionSelect({ id, options, value, onChange, testId, allText = '不限' }: {
  id: string;
  options: string[];
  value: string;
  onChange: (v: string) => void;
  testId: string;
  allText?: string;
}) {
  return (
    <Select
      id={id}
      fluid
      value={value}
      options={[{ value: '', text: allText }, ...options.map((o) => ({ value: o, text: o }))]}
      onChange={onChange}
      disabled={!options.length}
      testId={testId}
    />
  );
}
