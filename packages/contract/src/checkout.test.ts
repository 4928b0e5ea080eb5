import { describe, expect, it } from 'vitest';
import {
  type CheckoutForm,
  checkoutFormSchema,
  courierAddressErrors,
  defaultCheckoutForm,
  emailField,
  hasNoCallNote,
  houseField,
  checkoutMessages as m,
  nameField,
  normalizePhone,
  orderComment,
  phoneField,
  streetField,
  surnameField,
} from './checkout';

function errorOf(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'error');
}

function formErrors(patch: Partial<CheckoutForm>) {
  const result = checkoutFormSchema.safeParse({
    ...defaultCheckoutForm,
    name: 'Иван',
    phone: '+7 (914) 123-45-67',
    privacyPolicy: true,
    ...patch,
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('checkout fields', () => {
  it('name: required, then at least two Cyrillic letters', () => {
    expect(errorOf(nameField, '')).toBe(m.required);
    expect(errorOf(nameField, 'Я')).toBe(m.name);
    expect(errorOf(nameField, 'Ivan')).toBe(m.name);
    expect(errorOf(nameField, 'Ив')).toBeNull();
    expect(errorOf(nameField, 'анна-мария')).toBeNull();
    expect(errorOf(nameField, 'Ёж')).toBeNull();
  });

  it('surname: optional, else Cyrillic', () => {
    expect(errorOf(surnameField, '')).toBeNull();
    expect(errorOf(surnameField, 'Petrov')).toBe(m.surname);
    expect(errorOf(surnameField, 'Петров')).toBeNull();
  });

  it('phone: a full Russian number; an unfinished mask is «Вы не ввели номер!»', () => {
    expect(errorOf(phoneField, '')).toBe(m.phone);
    expect(errorOf(phoneField, '+7(914) 12 3_ ___')).toBe(m.phone);
    expect(errorOf(phoneField, '+7(914) 12 34 567')).toBeNull();
    expect(normalizePhone('8 914 123 45 67')).toBe('+79141234567');
    expect(normalizePhone('+1 914 123 45 67')).toBeNull();
  });

  it('e-mail: optional, else with a dot and two letters at the end', () => {
    expect(errorOf(emailField, '')).toBeNull();
    expect(errorOf(emailField, 'ivan@example')).toBe(m.email);
    expect(errorOf(emailField, 'ivan@example.r')).toBe(m.email);
    expect(errorOf(emailField, 'ivan.petrov+food@example.ru')).toBeNull();
    expect(errorOf(emailField, 'иван@почта.рф')).toBeNull();
  });

  it('street and house: Cyrillic letters, digits, commas, hyphens, dots, spaces', () => {
    expect(errorOf(streetField, '')).toBe(m.required);
    expect(errorOf(streetField, 'Pogranichnaya')).toBe(m.street);
    expect(errorOf(streetField, 'ул. Пограничная, 14-я линия')).toBeNull();
    expect(errorOf(houseField, '')).toBe(m.required);
    expect(errorOf(houseField, '14<script>')).toBe(m.house);
    expect(errorOf(houseField, '40Б')).toBeNull();
    expect(errorOf(houseField, '12/1')).toBeNull();
  });

  it('name, surname and street: no longer than iiko keeps them, 60 characters', () => {
    const long = `А${'а'.repeat(59)}`;
    expect(long).toHaveLength(60);
    expect(errorOf(nameField, long)).toBeNull();
    expect(errorOf(nameField, `${long}а`)).toBe(m.nameTooLong);
    expect(errorOf(surnameField, long)).toBeNull();
    expect(errorOf(surnameField, `${long}а`)).toBe(m.surnameTooLong);
    expect(errorOf(streetField, long)).toBeNull();
    expect(errorOf(streetField, `${long}а`)).toBe(m.streetTooLong);
  });
});

describe('checkout form', () => {
  it('accepts a minimal pickup order: name and phone', () => {
    expect(formErrors({})).toEqual({});
  });

  it('needs the privacy consent', () => {
    expect(formErrors({ privacyPolicy: false })).toEqual({ privacyPolicy: m.privacy });
  });

  it('needs street, house and zone for courier delivery only', () => {
    expect(formErrors({ deliveryType: 'DeliveryByCourier' })).toEqual({
      street: m.required,
      house: m.required,
      deliveryZone: m.deliveryZone,
    });
    expect(
      formErrors({
        deliveryType: 'DeliveryByCourier',
        street: 'Пограничная',
        house: '14',
        deliveryZone: 1,
      }),
    ).toEqual({});
    expect(formErrors({ deliveryType: 'DeliveryByClient', street: 'Pogranichnaya' })).toEqual({});
  });

  it('needs a slot when a specific time is chosen', () => {
    expect(formErrors({ timeMode: 'slot' })).toEqual({ slot: m.date });
  });

  it('keeps entrance, floor and flat numeric', () => {
    expect(Object.keys(formErrors({ flat: '5a' }))).toEqual(['flat']);
    expect(formErrors({ flat: '15', floor: '3', entrance: '2' })).toEqual({});
  });
});

describe('the no-call note', () => {
  it('is written on its own line, or alone, and read back from the comment', () => {
    expect(orderComment(' Домофон 12 ', true)).toBe('Домофон 12\nБез звонка оператора');
    expect(orderComment('', true)).toBe('Без звонка оператора');
    expect(orderComment('Домофон 12', false)).toBe('Домофон 12');
    expect(hasNoCallNote(orderComment('Домофон 12', true))).toBe(true);
    expect(hasNoCallNote('Без звонка оператора')).toBe(true);
    expect(hasNoCallNote('Домофон 12')).toBe(false);
    expect(hasNoCallNote('Позвоните, а не без звонка оператора')).toBe(false);
  });
});

describe('a courier order needs an address', () => {
  it('names each missing or malformed part, the zone unless told not to', () => {
    expect(courierAddressErrors({ street: '', house: '', deliveryZone: null })).toEqual({
      street: m.required,
      house: m.required,
      deliveryZone: m.deliveryZone,
    });
    expect(
      courierAddressErrors({ street: 'Svetlanskaya', house: '14/2', deliveryZone: 1 }),
    ).toEqual({ street: m.street });
    expect(
      courierAddressErrors({ street: 'Светланская', house: '14 <b>', deliveryZone: 1 }),
    ).toEqual({ house: m.house });
    expect(
      courierAddressErrors(
        { street: 'Светланская', house: '40Б', deliveryZone: null },
        { zone: false },
      ),
    ).toEqual({});
  });
});

describe('the form starts', () => {
  it('without consent to the privacy policy (SPEC §3 stateBox false), which it then requires', () => {
    expect(defaultCheckoutForm.privacyPolicy).toBe(false);
    expect(formErrors({ privacyPolicy: false })).toEqual({ privacyPolicy: m.privacy });
    expect(formErrors({})).toEqual({});
  });
});
