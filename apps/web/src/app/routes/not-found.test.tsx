import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { NotFoundPage } from './not-found-page';

describe('404 page', () => {
  it('shows the brand mark and a 404 in the brand colour, not a stock illustration', async () => {
    renderWithProviders(<NotFoundPage />, { url: '/no-such-page/', user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeVisible();
    const illustration = screen.getByRole('img', { name: '404: page not found' });
    expect(illustration.querySelector('rect')).toHaveAttribute('fill', '#0E7C66');
    expect(illustration.querySelector('text')).toHaveAttribute('fill', '#0E7C66');
    expect(document.querySelector('.ant-result-404')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Testfront');
  });
});
