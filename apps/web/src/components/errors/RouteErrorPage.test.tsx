// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { NestedErrorBoundary, RouteErrorContent } from './RouteErrorPage';

function inRouter(ui: ReactElement) {
  return renderWithTheme(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('RouteErrorContent', () => {
  it("titles an error without a message 'Error' and shows status 500", () => {
    inRouter(<RouteErrorContent error={{}} />);
    expect(screen.getByRole('heading').textContent).toBe('Error');
    expect(screen.getByTestId('error-status').textContent).toBe('500');
  });

  it('takes the status from statusCode, status or response.status', () => {
    inRouter(<RouteErrorContent error={{ response: { status: 503 }, message: 'メンテナンス中です' }} />);
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByRole('heading').textContent).toBe('メンテナンス中です');
  });

  it('shows the not-found page for a 404: the spec’s English beside the Japanese', () => {
    inRouter(<RouteErrorContent error={{ status: 404 }} />);
    expect(screen.getByRole('heading').textContent).toBe('ページが見つかりません');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ホームに戻る（Back to the home page）' }).getAttribute('href')).toBe('/');
  });

  it('offers the way home in Japanese on the error page', () => {
    inRouter(<RouteErrorContent error={{ status: 500 }} />);
    expect(screen.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href')).toBe('/');
  });
});

describe('NestedErrorBoundary', () => {
  it('says so plainly when showing the error page itself fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('the error page broke');
    }
    inRouter(
      <NestedErrorBoundary>
        <Broken />
      </NestedErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while showing the error page');
    consoleError.mockRestore();
  });
});
