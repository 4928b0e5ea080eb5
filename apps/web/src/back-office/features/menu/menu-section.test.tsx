import { File as NodeFile } from 'node:buffer';
import { errorMessages } from '@storefront/contract/error-messages';
import { formatPrice } from '@storefront/contract/money';
import type { StaffProfile } from '@storefront/contract/staff';
import { kitchenSettingsMessages } from '@storefront/contract/staff-kitchen';
import {
  type EditorCategory,
  type EditorDish,
  type EditorSpecial,
  MENU_FROM_POS,
  type MenuEditorResponse,
  menuEditorMessages,
  PHOTO_MAX_BYTES,
} from '@storefront/contract/staff-menu';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, preloadPage } from '../../../app/router';
import { json, stubApi } from '../../../testing/api-stub';
import { renderPage } from '../../../testing/render';
import { STAFF_SESSION_KEY } from '../../app/staff-token';
import {
  adminProfile,
  operatorProfile,
  renderOnStaffStore,
  STAFF_TOKEN,
} from '../../testing/render-staff';
import { CONFLICT_TEXT } from './menu-form-kit';
import { KITCHEN_TIMES_SAVE } from './menu-kitchen-times';
import { MENU_NOT_FOR_OPERATORS, MenuSection, UNAVAILABLE } from './menu-section';
import { ADD_SPECIAL, SPECIALS_FOR_ADMINS } from './menu-specials';

const managerProfile: StaffProfile = {
  ...operatorProfile,
  id: 3,
  login: 'olga',
  name: 'Ольга',
  role: 'manager',
  venues: [2],
};

const dish = (fields: Partial<EditorDish> & Pick<EditorDish, 'id' | 'name'>): EditorDish => ({
  kind: 'product',
  venueId: 2,
  categoryId: 10,
  description: 'рис, лосось, сливочный сыр',
  priceKopecks: 45_000,
  weightGrams: 250,
  proteins: 9.5,
  fats: 11,
  carbohydrates: 20,
  calories: 215,
  costPerGram: false,
  vatCode: null,
  imageUrl: `/media/generated/dish-${fields.id}.webp`,
  hasPhoto: false,
  available: true,
  makeMinutes: null,
  leadHours: 0,
  sort: 0,
  version: 3,
  ...fields,
});

const philadelphia = dish({ id: 5, name: 'Филадельфия' });
const category = (
  fields: Partial<EditorCategory> & Pick<EditorCategory, 'id' | 'name'>,
): EditorCategory => ({
  venueId: 2,
  specialId: null,
  icon: 'roll',
  makeMinutes: null,
  sort: 0,
  version: 1,
  dishes: [],
  ...fields,
});

const newYear: EditorSpecial = {
  id: 1,
  name: 'Новый год',
  url: 'new-year',
  active: true,
  startsOn: '2026-12-20',
  endsOn: '2027-01-10',
  sort: 0,
  version: 4,
};

const sibumiMenu: MenuEditorResponse = {
  venueId: 2,
  categories: [
    category({
      id: 10,
      name: 'Роллы',
      sort: 10,
      version: 2,
      dishes: [
        philadelphia,
        dish({ id: 6, name: 'Калифорния', priceKopecks: 39_050, available: false, sort: 1 }),
      ],
    }),
    category({
      id: 11,
      name: 'Супы',
      icon: 'bowl',
      sort: 20,
      version: 7,
      dishes: [dish({ id: 7, name: 'Мисо-суп', categoryId: 11 })],
    }),
    category({ id: 12, name: 'Сезонное', sort: 30 }),
    category({
      id: 20,
      name: 'Праздничные сеты',
      specialId: 1,
      dishes: [dish({ id: 2, kind: 'special', name: 'Ёлочный сет', categoryId: 20 })],
    }),
  ],
  specials: [newYear],
  readOnly: null,
};

function renderMenu(me: StaffProfile, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/staff/me': json(200, me),
    'GET /api/staff/menu': json(200, sibumiMenu),
    ...routes,
  });
  const { user } = renderOnStaffStore(<MenuSection />);
  return { api, user };
}

/**
 * The photo's calls: their bodies are images, which the JSON stub cannot read. Node's File is
 * used for the uploads: jsdom's is not one Node's fetch can send.
 */
function stubPhotoRoute(answer: (request: Request) => Response | Promise<Response>) {
  const requests: { request: Request; bytes: Uint8Array }[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: Request, init?: RequestInit) => {
    if (input.method === 'PUT' && new URL(input.url).pathname.endsWith('/photo')) {
      requests.push({ request: input, bytes: new Uint8Array(await input.clone().arrayBuffer()) });
      return answer(input);
    }
    return stubbed(input, init);
  });
  return requests;
}

const openDish = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Изменить «${name}»` }));
  return screen.getByRole('dialog', { name: `Блюдо «${name}»` });
};

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe('MenuSection', () => {
  it("lists the venue's categories with their dishes: price, weight, picture, availability", async () => {
    const { api } = renderMenu(managerProfile);
    const rolls = await screen.findByRole('region', { name: 'Роллы' });
    const items = within(rolls).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Филадельфия');
    expect(items[0]?.textContent).toContain(formatPrice(450));
    expect(items[0]?.textContent).toContain('250 г');
    expect(items[0]?.textContent).not.toContain(UNAVAILABLE);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/media/generated/dish-5.webp',
    );
    expect(items[1]?.textContent).toContain(formatPrice(390.5));
    expect(items[1]?.textContent).toContain(UNAVAILABLE);
    expect(within(screen.getByRole('region', { name: 'Супы' })).getByText('Мисо-суп')).toBeTruthy();
    const special = screen.getByRole('region', { name: 'Спецпредложение «Новый год»' });
    expect(within(special).getByRole('region', { name: 'Праздничные сеты' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Роллы' })).getByRole('button', {
        name: 'Добавить блюдо в «Роллы»',
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Добавить категорию' })).toHaveLength(1);

    // A manager of one venue: only that venue, asked with the staff token.
    expect(
      within(screen.getByRole('combobox', { name: 'Заведение' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sibumi']);
    const call = api.callsTo('GET /api/staff/menu')[0];
    expect(call?.search.get('venueId')).toBe('2');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('gives an admin every venue and asks the chosen one', async () => {
    const { api, user } = renderMenu(adminProfile);
    await screen.findByRole('region', { name: 'Роллы' });
    expect(api.callsTo('GET /api/staff/menu')[0]?.search.get('venueId')).toBe('1');
    const venues = screen.getByRole('combobox', { name: 'Заведение' });
    expect(within(venues).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(venues, 'Кондитерская');
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/menu').at(-1)?.search.get('venueId')).toBe('3'),
    );
  });

  it('saves a price typed in roubles as kopecks, with the version it was made from', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/dishes/product/5': json(200, {
        ...philadelphia,
        priceKopecks: 35_050,
        version: 4,
      }),
    });
    const dialog = await openDish(user, 'Филадельфия');
    const price = field(dialog, 'Цена, ₽');
    expect(price.value).toBe('450');
    await user.clear(price);
    await user.type(price, '350,50');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Сохранено: «Филадельфия»')).toBeTruthy();
    expect(screen.getByText('Сохранено: «Филадельфия»').getAttribute('role')).toBe('status');
    expect(api.callsTo('PUT /api/staff/menu/dishes/product/5')[0]?.body).toEqual({
      categoryId: 10,
      name: 'Филадельфия',
      description: 'рис, лосось, сливочный сыр',
      priceKopecks: 35_050,
      weightGrams: 250,
      proteins: 9.5,
      fats: 11,
      carbohydrates: 20,
      calories: 215,
      costPerGram: false,
      vatCode: null,
      makeMinutes: null,
      leadHours: 0,
      sort: 0,
      version: 3,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The write refreshes the editor.
    await waitFor(() => expect(api.callsTo('GET /api/staff/menu')).toHaveLength(2));
  });

  it("refuses a price of 0, an empty name and markup with the contract's messages, unsent", async () => {
    const { api, user } = renderMenu(managerProfile);
    const dialog = await openDish(user, 'Филадельфия');
    const name = field(dialog, 'Название');
    const price = field(dialog, 'Цена, ₽');
    await user.clear(name);
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(within(dialog).getByText(menuEditorMessages.name)).toBeTruthy();
    expect(within(dialog).getByText(menuEditorMessages.price)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      menuEditorMessages.name,
    );
    expect(price.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText(menuEditorMessages.price).id,
    );
    // The first wrong field takes the focus.
    expect(document.activeElement).toBe(name);

    await user.type(name, '<script>alert(1)</script>');
    await user.clear(price);
    await user.type(price, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText(menuEditorMessages.markup)).toBeTruthy();
    expect(within(dialog).queryByText(menuEditorMessages.price)).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("shows a conflict: the saved values in the fields, the member's typing beside them", async () => {
    const current = { ...philadelphia, name: 'Филадельфия лайт', priceKopecks: 47_000, version: 9 };
    let answers = 0;
    const { api, user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/dishes/product/5': () => {
        answers += 1;
        return answers === 1
          ? json(409, { errType: 'conflict', message: errorMessages.conflict, current })
          : json(200, { ...current, priceKopecks: 35_000, version: 10 });
      },
    });
    const dialog = await openDish(user, 'Филадельфия');
    await user.clear(field(dialog, 'Цена, ₽'));
    await user.type(field(dialog, 'Цена, ₽'), '350');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(errorMessages.conflict)).toBeTruthy();
    expect(within(dialog).getByText(errorMessages.conflict).getAttribute('role')).toBe('alert');
    expect(field(dialog, 'Название').value).toBe('Филадельфия лайт');
    const price = field(dialog, 'Цена, ₽');
    expect(price.value).toBe('470');
    const mine = within(dialog).getByText(/Вы вводили: 350/);
    expect(price.getAttribute('aria-describedby')).toContain(mine.parentElement?.id);
    // The name was not touched: only the price keeps a note.
    expect(within(dialog).getAllByText(/Вы вводили/)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Вернуть моё: Цена, ₽' }));
    expect(field(dialog, 'Цена, ₽').value).toBe('350');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено: «Филадельфия лайт»');
    expect(api.callsTo('PUT /api/staff/menu/dishes/product/5')[1]?.body).toMatchObject({
      name: 'Филадельфия лайт',
      priceKopecks: 35_000,
      version: 9,
    });
  });

  it('uploads a photo as the body with the version, then shows it and saves with the new version', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/dishes/product/5': json(200, philadelphia),
    });
    const uploads = stubPhotoRoute(() =>
      json(200, {
        ...philadelphia,
        imageUrl: '/media/dishes/ab12.webp',
        hasPhoto: true,
        version: 4,
      }),
    );
    const dialog = await openDish(user, 'Филадельфия');
    expect(within(dialog).queryByRole('button', { name: 'Удалить фото' })).toBeNull();
    const input = field(dialog, 'Загрузить фото');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/heic,.heic');
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const photo = new NodeFile([bytes], 'roll.jpg', { type: 'image/jpeg' }) as unknown as File;
    await user.upload(input, photo);

    expect(await within(dialog).findByText('Фото загружено')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    const sent = uploads[0];
    expect(new URL(sent?.request.url ?? '').pathname).toBe(
      '/api/staff/menu/dishes/product/5/photo',
    );
    expect(new URL(sent?.request.url ?? '').searchParams.get('version')).toBe('3');
    // Always as bytes: the server reads the content, whatever the browser calls the file.
    expect(sent?.request.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(sent?.request.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect([...(sent?.bytes ?? [])]).toEqual([...bytes]);
    expect(within(dialog).getByRole('img', { name: 'Фото: Филадельфия' }).getAttribute('src')).toBe(
      '/media/dishes/ab12.webp',
    );
    expect(within(dialog).getByRole('button', { name: 'Удалить фото' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/menu/dishes/product/5')[0]?.body).toMatchObject({
        version: 4,
      }),
    );
  });

  it('refuses a file over 15 MB before sending it', async () => {
    const { user } = renderMenu(managerProfile);
    const uploads = stubPhotoRoute(() => json(200, philadelphia));
    const dialog = await openDish(user, 'Филадельфия');
    const big = new NodeFile([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', {
      type: 'image/jpeg',
    }) as unknown as File;
    const input = field(dialog, 'Загрузить фото');
    await user.upload(input, big);
    const message = await within(dialog).findByText(menuEditorMessages.photoTooLarge);
    expect(message.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(uploads).toHaveLength(0);
  });

  it("shows the server's word on a photo it refused", async () => {
    const { user } = renderMenu(managerProfile);
    let answer = json(415, { errType: 'photoType', message: menuEditorMessages.photoType });
    const uploads = stubPhotoRoute(() => answer);
    const dialog = await openDish(user, 'Филадельфия');
    const input = field(dialog, 'Загрузить фото');
    const photo = () =>
      new NodeFile([new Uint8Array([1, 2, 3])], 'photo.heic', { type: '' }) as unknown as File;
    await user.upload(input, photo());
    expect(await within(dialog).findByText(menuEditorMessages.photoType)).toBeTruthy();
    // Unnamed by the browser (a HEIC often is): sent as bytes for the server to look at.
    expect(uploads[0]?.request.headers.get('Content-Type')).toBe('application/octet-stream');

    // Over the server's body limit: the editor's words, not the site's general ones.
    answer = json(413, { errType: 'payloadTooLarge', message: errorMessages.payloadTooLarge });
    await user.upload(input, photo());
    expect(await within(dialog).findByText(menuEditorMessages.photoTooLarge)).toBeTruthy();
    expect(uploads).toHaveLength(2);
  });

  it('removes the photo with the dish version', async () => {
    const withPhoto = { ...philadelphia, hasPhoto: true, imageUrl: '/media/dishes/ab12.webp' };
    const { api, user } = renderMenu(managerProfile, {
      'GET /api/staff/menu': json(200, {
        ...sibumiMenu,
        categories: [{ ...sibumiMenu.categories[0], dishes: [withPhoto] }],
      }),
      'DELETE /api/staff/menu/dishes/product/5/photo': json(200, { ...philadelphia, version: 4 }),
    });
    const dialog = await openDish(user, 'Филадельфия');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить фото' }));
    expect(await within(dialog).findByText(/Фото удалено/)).toBeTruthy();
    expect(
      api.callsTo('DELETE /api/staff/menu/dishes/product/5/photo')[0]?.search.get('version'),
    ).toBe('3');
    expect(
      within(dialog).getByRole('img', { name: 'Нарисованная картинка: Филадельфия' }),
    ).toBeTruthy();
  });

  it('is read-only with POS=iiko: the reason shown, every control off', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'GET /api/staff/menu': json(200, { ...sibumiMenu, readOnly: MENU_FROM_POS }),
    });
    await screen.findByRole('region', { name: 'Роллы' });
    expect(screen.getByText(MENU_FROM_POS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить категорию' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Добавить блюдо в «Роллы»' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Удалить «Филадельфия»' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Добавить спецпредложение' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Открыть «Филадельфия»' }));
    const dialog = screen.getByRole('dialog', { name: 'Блюдо «Филадельфия»' });
    expect(within(dialog).getByText(MENU_FROM_POS)).toBeTruthy();
    // Every control of iiko's dish is off; the kitchen's times are the site's (their own form).
    const kitchen = within(dialog).getByRole('form', { name: kitchenSettingsMessages.title });
    for (const control of dialog.querySelectorAll('input, textarea, select')) {
      expect(control).toHaveProperty('disabled', !kitchen.contains(control));
    }
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Назад' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('with POS=iiko saves a dish’s kitchen times alone (…/kitchen), with its version', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'GET /api/staff/menu': json(200, { ...sibumiMenu, readOnly: MENU_FROM_POS }),
      'PUT /api/staff/menu/dishes/product/5/kitchen': json(200, {
        ...philadelphia,
        makeMinutes: 20,
        leadHours: 24,
        version: 4,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Открыть «Филадельфия»' }));
    const dialog = screen.getByRole('dialog', { name: 'Блюдо «Филадельфия»' });
    const kitchen = within(dialog).getByRole('form', { name: kitchenSettingsMessages.title });
    await user.type(within(kitchen).getByLabelText('Время готовки, минут'), '20');
    const lead = within(kitchen).getByLabelText('Готовим заранее, часов');
    await user.clear(lead);
    await user.type(lead, '24');
    await user.click(within(kitchen).getByRole('button', { name: KITCHEN_TIMES_SAVE }));
    expect(await within(kitchen).findByText('Сохранено')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/menu/dishes/product/5/kitchen')[0]?.body).toEqual({
      makeMinutes: 20,
      leadHours: 24,
      version: 3,
    });
  });

  it('opens the dialog from the keyboard, focused inside, and gives the focus back', async () => {
    const { user } = renderMenu(managerProfile);
    const opener = await screen.findByRole('button', { name: 'Изменить «Филадельфия»' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Блюдо «Филадельфия»' });
    expect(document.activeElement).toBe(field(dialog, 'Название'));
    for (const control of dialog.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
      expect(control.labels?.length, control.outerHTML).toBe(1);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('adds a dish to a category', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'POST /api/staff/menu/dishes': json(201, dish({ id: 9, name: 'Том ям', categoryId: 11 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить блюдо в «Супы»' }));
    const dialog = screen.getByRole('dialog', { name: 'Новое блюдо в «Супы»' });
    await user.type(field(dialog, 'Название'), '  Том ям ');
    await user.type(field(dialog, 'Цена, ₽'), '1 250');
    await user.type(field(dialog, 'Вес, г'), '400');
    await user.selectOptions(field(dialog, 'Ставка НДС'), 'НДС 22%');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('«Том ям» добавлено. Сохранено')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/menu/dishes')[0]?.body).toEqual({
      categoryId: 11,
      name: 'Том ям',
      description: '',
      priceKopecks: 125_000,
      weightGrams: 400,
      proteins: 0,
      fats: 0,
      carbohydrates: 0,
      calories: 0,
      costPerGram: false,
      vatCode: 11,
      makeMinutes: null,
      leadHours: 0,
    });
  });

  it('saves a dish’s make-minutes and lead hours; refuses them out of bounds, unsent', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/dishes/product/5': json(200, {
        ...philadelphia,
        makeMinutes: 25,
        leadHours: 48,
        version: 4,
      }),
    });
    const dialog = await openDish(user, 'Филадельфия');
    const makeMinutes = field(dialog, 'Время готовки, минут');
    const leadHours = field(dialog, 'Готовим заранее, часов');
    expect(makeMinutes.value).toBe('');
    expect(leadHours.value).toBe('0');
    await user.type(makeMinutes, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(kitchenSettingsMessages.makeMinutes)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/menu/dishes/product/5')).toHaveLength(0);
    await user.clear(makeMinutes);
    await user.type(makeMinutes, '25');
    await user.clear(leadHours);
    await user.type(leadHours, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: «Филадельфия»')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/menu/dishes/product/5')[0]?.body).toMatchObject({
      makeMinutes: 25,
      leadHours: 48,
      version: 3,
    });
  });

  it('saves a category’s make-minutes; empty is the kitchen default (null)', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/categories/11': json(200, {
        ...sibumiMenu.categories[1],
        makeMinutes: 12,
        version: 8,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить категорию «Супы»' }));
    const dialog = screen.getByRole('dialog', { name: 'Категория «Супы»' });
    const makeMinutes = field(dialog, 'Время готовки блюда, минут');
    expect(makeMinutes.value).toBe('');
    await user.type(makeMinutes, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/menu/categories/11')[0]?.body).toEqual({
        name: 'Супы',
        icon: 'bowl',
        makeMinutes: 12,
        sort: 20,
        version: 7,
      }),
    );
  });

  it("puts the server's validation messages under their fields", async () => {
    const { user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/dishes/product/5': json(400, {
        errType: 'validation',
        message: errorMessages.validation,
        fields: { categoryId: menuEditorMessages.categoryKind },
      }),
    });
    const dialog = await openDish(user, 'Филадельфия');
    await user.selectOptions(field(dialog, 'Категория'), 'Супы');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(menuEditorMessages.categoryKind)).toBeTruthy();
    expect(within(dialog).getByText(errorMessages.validation).getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(field(dialog, 'Категория'));
    // A dish moves within its kind of menu: the specials' categories are not offered.
    expect(
      within(field(dialog, 'Категория'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Роллы', 'Супы', 'Сезонное']);
  });

  it('moves a category down: the menu’s whole order in one write', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/categories/order': json(200, { categories: [] }),
    });
    // The first cannot go higher.
    await user.click(await screen.findByRole('button', { name: 'Переместить «Роллы» выше' }));
    expect(api.callsTo('PUT /api/staff/menu/categories/order')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Переместить «Роллы» ниже' }));
    await screen.findByText('«Роллы» ниже. Сохранено');
    expect(api.callsTo('PUT /api/staff/menu/categories/order')).toHaveLength(1);
    expect(api.callsTo('PUT /api/staff/menu/categories/order')[0]?.body).toEqual({
      venueId: 2,
      categories: [
        { id: 11, version: 7 },
        { id: 10, version: 2 },
        ...sibumiMenu.categories
          .filter(
            (category) => category.specialId === null && category.id !== 10 && category.id !== 11,
          )
          .map(({ id, version }) => ({ id, version })),
      ],
    });
  });

  it('says so when another manager changed the menu meanwhile', async () => {
    const { user } = renderMenu(managerProfile, {
      'PUT /api/staff/menu/categories/order': json(409, {
        errType: 'conflict',
        message: errorMessages.conflict,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Переместить «Роллы» ниже' }));
    expect((await screen.findByText(/Не удалось переместить «Роллы»/)).textContent).toBe(
      `Не удалось переместить «Роллы»: ${CONFLICT_TEXT}`,
    );
  });

  it('deletes a dish after a confirmation; a category with dishes is not deleted', async () => {
    const { api, user } = renderMenu(managerProfile, {
      'DELETE /api/staff/menu/dishes/product/5': new Response(null, { status: 204 }),
      'DELETE /api/staff/menu/categories/12': new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить «Филадельфия»' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить «Филадельфия»?' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('«Филадельфия» удалено')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Меню' }));
    expect(api.callsTo('DELETE /api/staff/menu/dishes/product/5')[0]?.search.get('version')).toBe(
      '3',
    );

    await user.click(screen.getByRole('button', { name: 'Удалить категорию «Роллы»' }));
    expect(await screen.findByText(menuEditorMessages.categoryNotEmpty)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Удалить категорию «Сезонное»' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить категорию «Сезонное»?' })).getByRole(
        'button',
        { name: 'Да, удалить' },
      ),
    );
    await screen.findByText('Категория «Сезонное» удалена');
    expect(api.callsTo('DELETE /api/staff/menu/categories/12')[0]?.search.get('version')).toBe('1');
  });

  it('shows a manager the special menus read-only: they are every venue’s, an admin’s', async () => {
    const { api, user } = renderMenu(managerProfile);
    const specials = await screen.findByRole('region', { name: 'Спецпредложения' });
    expect(within(specials).getByText(SPECIALS_FOR_ADMINS)).toBeTruthy();
    expect(
      (within(specials).getByRole('button', { name: ADD_SPECIAL }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(specials).getByRole('button', { name: 'Открыть «Новый год»' }));
    const dialog = screen.getByRole('dialog', { name: 'Спецпредложение «Новый год»' });
    expect(
      (within(dialog).getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('lists the special menus and checks an edited one by the contract', async () => {
    const { api, user } = renderMenu(adminProfile, {
      'PUT /api/staff/menu/specials/1': json(200, { ...newYear, url: 'ny-2027', version: 5 }),
    });
    const specials = await screen.findByRole('region', { name: 'Спецпредложения' });
    expect(within(specials).getByText('Новый год')).toBeTruthy();
    expect(within(specials).getByRole('link', { name: '/specials/new-year' })).toBeTruthy();
    expect(within(specials).getByText('Включено')).toBeTruthy();
    expect(within(specials).getByText('20 декабря 2026 г. — 10 января 2027 г.')).toBeTruthy();

    await user.click(within(specials).getByRole('button', { name: 'Изменить «Новый год»' }));
    const dialog = screen.getByRole('dialog', { name: 'Спецпредложение «Новый год»' });
    const url = field(dialog, 'Адрес страницы');
    await user.clear(url);
    await user.type(url, 'Новый год');
    await user.clear(field(dialog, 'Окончание'));
    await user.type(field(dialog, 'Окончание'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText(menuEditorMessages.specialUrl)).toBeTruthy();
    expect(within(dialog).getByText(menuEditorMessages.dates)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'ny-2027');
    await user.clear(field(dialog, 'Окончание'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено: «Новый год»');
    expect(api.callsTo('PUT /api/staff/menu/specials/1')[0]?.body).toEqual({
      name: 'Новый год',
      url: 'ny-2027',
      active: true,
      startsOn: '2026-12-20',
      endsOn: null,
      sort: 0,
      version: 4,
    });
  });

  it('is not an operator’s section', async () => {
    const { api } = renderMenu(operatorProfile);
    expect(await screen.findByText(MENU_NOT_FOR_OPERATORS)).toBeTruthy();
    expect(api.callsTo('GET /api/staff/menu')).toHaveLength(0);
  });
});

describe('the /staff/menu route', () => {
  it('opens the editor in the staff frame, linked for managers', async () => {
    stubApi({
      'GET /api/special-header': json(200, []),
      'GET /api/staff/me': json(200, managerProfile),
      'GET /api/staff/menu': json(200, sibumiMenu),
    });
    localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ token: 'staff-token' }));
    try {
      await preloadPage('/staff/menu');
      renderPage(<AppRoutes />, { route: '/staff/menu', path: '/*' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Меню' })).toBeTruthy();
      const link = screen.getByRole('link', { name: 'Меню' });
      expect(link.getAttribute('aria-current')).toBe('page');
      expect(await screen.findByRole('region', { name: 'Роллы' })).toBeTruthy();
    } finally {
      localStorage.clear();
    }
  });
});
