// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { NumberField } from './NumberField';

function Harness({ initial, onValue }: { initial: number | null; onValue: (value: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      label="セッション数"
      value={value}
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

  it('clears the value when the text is not a number', () => {
    const onValue = vi.fn();
    renderWithTheme(<Harness initial={5} onValue={onValue} />);
    const input = screen.getByLabelText('セッション数');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '');
  });
});
