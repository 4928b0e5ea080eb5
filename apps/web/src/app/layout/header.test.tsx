import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { Header } from './header';

describe('the burger menu', () => {
  it('is not drawn until the burger is pressed, then opens, closes and opens again', async () => {
    stubApi({ 'GET /api/special-header': json(200, []) });
    const { user } = renderPage(<Header />);
    expect(screen.queryByRole('dialog', { name: 'Меню', hidden: true })).toBeNull();

    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ЗАКРЫТЬ' }));
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-hidden')).toBe('true');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');

    await user.click(burger);
    expect(menu.getAttribute('aria-hidden')).toBe('false');
  });
});
