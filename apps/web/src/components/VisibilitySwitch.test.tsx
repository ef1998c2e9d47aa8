// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { VisibilitySwitch } from './VisibilitySwitch';

describe('VisibilitySwitch', () => {
  it('sends the change the user makes', () => {
    const onChange = vi.fn();
    renderWithTheme(<VisibilitySwitch title="五月の定例" shown={false} pending={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: '「五月の定例」を公開する' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('waiting for the answer it keeps the focus: disabled for assistive technology, not by the attribute', () => {
    const onChange = vi.fn();
    renderWithTheme(<VisibilitySwitch title="五月の定例" shown pending onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '「五月の定例」を公開する' }) as HTMLInputElement;
    // A disabled input loses the focus; the keyboard user's next Space must find the switch again.
    expect(toggle.disabled).toBe(false);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle.checked).toBe(true);
  });
});
