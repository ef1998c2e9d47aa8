// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { plausibleRanges, type NumberRange } from '@kaizen/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { NumberField, UNREADABLE_NUMBER_MESSAGE, useReadableFields } from './NumberField';

function Harness({
  initial,
  onValue,
  onReadable,
  range,
}: {
  initial: number | null;
  onValue: (value: number | null) => void;
  onReadable?: (readable: boolean) => void;
  range?: NumberRange;
}) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      label="セッション数"
      value={value}
      range={range}
      onReadableChange={onReadable}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('shows thousands separators when not being edited', () => {
    renderWithTheme(<Harness initial={1234567} onValue={vi.fn()} />);
    expect(screen.getByLabelText('セッション数')).toHaveProperty('value', '1,234,567');
  });

  it('reads full-width digits and commas as a number and formats it on blur', () => {
    const onValue = vi.fn();
    renderWithTheme(<Harness initial={null} onValue={onValue} />);
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '１２，３４５' } });
    expect(onValue).toHaveBeenLastCalledWith(12345);
    expect(input).toHaveProperty('value', '１２，３４５');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '12,345');
  });

  it('shows the raw number while editing', () => {
    renderWithTheme(<Harness initial={9876} onValue={vi.fn()} />);
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    expect(input).toHaveProperty('value', '9876');
  });

  it('keeps unreadable text with the reason, and the value it had before the edit', () => {
    const onValue = vi.fn();
    const onReadable = vi.fn();
    renderWithTheme(<Harness initial={5} onValue={onValue} onReadable={onReadable} />);
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12' } });
    expect(onValue).toHaveBeenLastCalledWith(12);
    fireEvent.change(input, { target: { value: '12円くらい' } });
    expect(onValue).toHaveBeenLastCalledWith(5);
    expect(onReadable).toHaveBeenLastCalledWith(false);
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '12円くらい');
    expect(screen.getByText(UNREADABLE_NUMBER_MESSAGE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Back in the field, the kept text is there to correct.
    fireEvent.focus(input);
    expect(input).toHaveProperty('value', '12円くらい');
    fireEvent.change(input, { target: { value: '１，２００' } });
    expect(onValue).toHaveBeenLastCalledWith(1200);
    expect(onReadable).toHaveBeenLastCalledWith(true);
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '1,200');
    expect(screen.queryByText(UNREADABLE_NUMBER_MESSAGE)).toBeNull();
  });

  it('clears the value when the text is emptied', () => {
    const onValue = vi.fn();
    renderWithTheme(<Harness initial={5} onValue={onValue} />);
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '');
  });

  it('selects the whole number when reached by keyboard, so typing replaces it', () => {
    renderWithTheme(<Harness initial={300000} onValue={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('セッション数');
    act(() => input.focus());
    expect(input.value).toBe('300000');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
  });

  it('leaves the caret to a press of the pointer, selecting nothing', () => {
    renderWithTheme(<Harness initial={300000} onValue={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('セッション数');
    fireEvent.pointerDown(input);
    act(() => input.focus());
    expect(input.value).toBe('300000');
    expect(input.selectionStart).toBe(input.selectionEnd);
  });

  it('refuses a number out of its range: the text stays with the reason, and the value before the edit', () => {
    const onValue = vi.fn();
    const onReadable = vi.fn();
    renderWithTheme(
      <Harness initial={300000} onValue={onValue} onReadable={onReadable} range={plausibleRanges.sessions} />,
    );
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '300000450000' } });
    expect(onValue).toHaveBeenLastCalledWith(300000);
    expect(onReadable).toHaveBeenLastCalledWith(false);
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '300000450000');
    expect(screen.getByText('セッション数は0以上10,000,000,000以下で入力してください')).toBeTruthy();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '450000' } });
    expect(onValue).toHaveBeenLastCalledWith(450000);
    expect(onReadable).toHaveBeenLastCalledWith(true);
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '450,000');
  });

  it("refuses a number its own rule refuses (an exclusive end), with the rule's reason", () => {
    const onValue = vi.fn();
    const onReadable = vi.fn();
    renderWithTheme(
      <NumberField
        label="見込み上昇率（%）"
        value={10}
        refuse={(value) => (value > -100 ? null : '−100より大きい数値で入力してください')}
        onChange={onValue}
        onReadableChange={onReadable}
      />,
    );
    const input = screen.getByLabelText('見込み上昇率（%）');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '－１００' } });
    expect(onValue).toHaveBeenLastCalledWith(10);
    expect(onReadable).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('−100より大きい数値で入力してください')).toBeTruthy();
    fireEvent.change(input, { target: { value: '-99.5' } });
    expect(onValue).toHaveBeenLastCalledWith(-99.5);
    expect(onReadable).toHaveBeenLastCalledWith(true);
  });

  it('restores the value before the edit on Escape', () => {
    const onValue = vi.fn();
    renderWithTheme(<Harness initial={5} onValue={onValue} />);
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onValue).toHaveBeenLastCalledWith(5);
    expect(input).toHaveProperty('value', '5');
    expect(screen.queryByText(UNREADABLE_NUMBER_MESSAGE)).toBeNull();
  });
});

function FormHarness() {
  const [values, setValues] = useState<Record<string, number | null>>({ cvr: 1.2, session: 1000 });
  const { allReadable, track } = useReadableFields();
  return (
    <>
      {(['cvr', 'session'] as const).map((name) => (
        <NumberField
          key={name}
          label={name}
          value={values[name] ?? null}
          onChange={(next) => setValues((v) => ({ ...v, [name]: next }))}
          onReadableChange={track(name)}
        />
      ))}
      <output>{allReadable ? '保存できます' : '保存できません'}</output>
    </>
  );
}

describe('useReadableFields', () => {
  it('holds the save while any field keeps text it cannot read, and frees it once every field reads', () => {
    renderWithTheme(<FormHarness />);
    const cvr = screen.getByLabelText('cvr');
    const session = screen.getByLabelText('session');
    fireEvent.focus(cvr);
    fireEvent.change(cvr, { target: { value: '1.2%くらい' } });
    fireEvent.focus(session);
    fireEvent.change(session, { target: { value: '千' } });
    expect(screen.getByRole('status').textContent).toBe('保存できません');
    fireEvent.change(cvr, { target: { value: '1.5' } });
    expect(screen.getByRole('status').textContent).toBe('保存できません');
    fireEvent.change(session, { target: { value: '１，０００' } });
    expect(screen.getByRole('status').textContent).toBe('保存できます');
  });
});
