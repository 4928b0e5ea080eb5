import { bookingMessages as m } from '@storefront/contract/booking';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { AboutPage } from '../content/about-page';
import { VenuePage as BistroPage } from '../content/bistro-page';
import { VenuePage as GastropubPage } from '../content/gastropub-page';
import { VenuePage as SibumiPage } from '../content/sibumi-page';
// Loaded up front, so the button's lazy import of it resolves at once.
import './booking-modal';

// Each venue page is a page module of its own (decision 037).
const venuePages = { 1: GastropubPage, 2: SibumiPage, 3: BistroPage };

let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubApi({ 'POST /api/booking': json(201, { success: true, id: 1 }) });
});

afterEach(() => {
  cleanup();
  scrollTo.mockRestore();
});

describe('a venue page’s ЗАБРОНИРОВАТЬ СТОЛИК', () => {
  it.each([
    ['/sibumi', 'Sibumi', 'ул. Пограничная, 10', 2],
    ['/gastropub', 'Гастропаб', 'ул. Пограничная, 14', 1],
    // The pastry shop's page books its first place, on Pogranichnaya (place 3).
    ['/bistro', 'Кондитерская', 'ул. Пограничная, 14', 3],
  ] as const)(
    '%s opens the booking modal for %s, %s',
    async (route, placeName, street, venueId) => {
      const VenuePage = venuePages[venueId];
      const { user } = renderPage(<VenuePage />, { route });
      const button = screen.getByRole('button', { name: `ЗАБРОНИРОВАТЬ СТОЛИК: ${placeName}` });
      expect(button.textContent).toBe('ЗАБРОНИРОВАТЬ СТОЛИК');
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: m.title });
      const place = within(dialog).getByText(placeName, { selector: 'span' });
      expect(place.parentElement?.textContent).toBe(`${placeName}, ${street}`);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    },
  );

  it('is not on About, which speaks for all three venues', () => {
    renderPage(<AboutPage />, { route: '/about' });
    expect(screen.queryByRole('button', { name: /ЗАБРОНИРОВАТЬ СТОЛИК/ })).toBeNull();
  });
});
