// @vitest-environment jsdom
import { Card, Paper } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';

describe('the theme keeps the focus ring on surfaces made into controls (issue 38)', () => {
  it('a card used as a link has the class of the focus ring', () => {
    renderWithTheme(
      <Card component="a" href="/admin/accounts">
        アカウント
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'アカウント' }).classList.contains('mantine-focus-auto')).toBe(true);
  });

  it('a paper used as a link has it too', () => {
    renderWithTheme(
      <Paper component="a" href="/admin/sales">
        営業顧客
      </Paper>,
    );
    expect(screen.getByRole('link', { name: '営業顧客' }).classList.contains('mantine-focus-auto')).toBe(true);
  });
});
