import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { KeylessMap } from './keyless-map';

afterEach(cleanup);

describe('the map without a maps provider', () => {
  it('shows the three venues as placemarks whose balloons give name and phone', async () => {
    const user = userEvent.setup();
    render(<KeylessMap />);
    const map = screen.getByRole('region', { name: /Карта/ });
    const pins = screen.getAllByRole('button', { expanded: false });
    expect(pins.map((pin) => pin.textContent)).toEqual(['Гастропаб', 'Sibumi', 'Кондитерская']);

    await user.click(screen.getByRole('button', { name: 'Sibumi' }));
    expect(screen.getByRole('button', { name: 'Sibumi' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(map.textContent).toContain('ул. Пограничная, 10');
    expect(screen.getByRole('link', { name: '+7 (423) 200-10-10' }).getAttribute('href')).toBe(
      'tel:+74232001010',
    );

    // one balloon at a time
    await user.click(screen.getByRole('button', { name: 'Гастропаб' }));
    expect(screen.queryByRole('link', { name: '+7 (423) 200-10-10' })).toBeNull();
    expect(screen.getByRole('link', { name: '+7 (423) 200-14-14' })).toBeTruthy();
  });

  it('closes the balloon with Escape or its button, giving focus back to the pin', async () => {
    const user = userEvent.setup();
    render(<KeylessMap />);
    const pin = screen.getByRole('button', { name: 'Кондитерская' });
    await user.click(pin);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '+7 (423) 200-14-15' })).toBeNull();
    expect(document.activeElement).toBe(pin);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: '+7 (423) 200-14-15' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('link', { name: '+7 (423) 200-14-15' })).toBeNull();
    expect(document.activeElement).toBe(pin);
  });

  it('links to the same view on Yandex Maps, zoomed for the window', () => {
    render(<KeylessMap />);
    const link = screen.getByRole('link', { name: /Открыть на Яндекс Картах/ });
    // jsdom's window is 1024 px wide: zoom 13
    expect(link.getAttribute('href')).toContain('&z=13&');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
