import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { canEnlargePhotos, PhotoStrip } from './photo-strip';

const photos = [1, 2, 3].map((n) => ({
  src: `/media/gallery/sibumi/hall-${n}.svg`,
  alt: `Зал ${n}`,
}));
const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  cleanup();
  resizeTo(initialWidth);
});

describe('canEnlargePhotos', () => {
  it('enlarges only above 800 px', () => {
    expect(canEnlargePhotos(1366)).toBe(true);
    expect(canEnlargePhotos(801)).toBe(true);
    expect(canEnlargePhotos(800)).toBe(false);
    expect(canEnlargePhotos(700)).toBe(false);
    expect(canEnlargePhotos(390)).toBe(false);
  });
});

describe('PhotoStrip', () => {
  it('shows lazy tiles of about 355 px with their alt texts', () => {
    resizeTo(1366);
    render(<PhotoStrip title="Фотографии" photos={photos} />);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Зал 1', 'Зал 2', 'Зал 3']);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe('355');
      expect(img.getAttribute('height')).toBe('266');
    }
  });

  it('above 800 px enlarges a photo on click, locks the page and closes with Escape', async () => {
    resizeTo(1366);
    const user = userEvent.setup();
    render(<PhotoStrip title="Фотографии" photos={photos} />);
    const second = screen.getByRole('button', { name: /Зал 2 — увеличить/ });
    await user.click(second);

    // The lightbox is loaded when a photo is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Фото 2 из 3' });
    expect(within(dialog).getByRole('img', { name: 'Зал 2' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Закрыть/ }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(second);
  });

  it('closes with a click anywhere on the enlarged photo', async () => {
    resizeTo(1024);
    const user = userEvent.setup();
    render(<PhotoStrip title="Фотографии" photos={photos} />);
    await user.click(screen.getByRole('button', { name: /Зал 1 — увеличить/ }));
    await user.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('at 800 px and below shows plain photos that do not enlarge', async () => {
    resizeTo(800);
    const user = userEvent.setup();
    render(<PhotoStrip title="Фотографии" photos={photos} />);
    expect(screen.queryByRole('button', { name: /увеличить/ })).toBeNull();
    await user.click(screen.getByRole('img', { name: 'Зал 1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the enlarged photo when the window narrows to 800 px', async () => {
    resizeTo(1366);
    const user = userEvent.setup();
    render(<PhotoStrip title="Фотографии" photos={photos} />);
    await user.click(screen.getByRole('button', { name: /Зал 3 — увеличить/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    resizeTo(800);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
