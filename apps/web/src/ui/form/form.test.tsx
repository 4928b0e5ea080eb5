import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolverResult } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckField, Form, MINE_PREFIX, RESTORE_MINE, TextField, useKitForm } from './form';
import { type KeepMine, useKeepMine } from './use-keep-mine';

afterEach(cleanup);

type Values = { name: string; price: string; active: boolean };

const saved: Values = { name: 'Филадельфия', price: '350', active: true };

let keep: KeepMine<Values> | undefined;
let submitted: Values[] = [];

function Dish() {
  const form = useKitForm<Values>(
    () => saved,
    (values): ResolverResult<Values> =>
      values.name.trim() === ''
        ? { values: {}, errors: { name: { type: 'required', message: 'Введите название' } } }
        : { values, errors: {} },
  );
  const keepMine = useKeepMine(form);
  keep = keepMine;
  return (
    <Form
      form={form}
      keepMine={keepMine}
      label="Блюдо"
      onValid={(values) => {
        submitted.push(values);
      }}
    >
      <TextField name="name" label="Название" required />
      <TextField name="price" label="Цена, ₽" />
      <CheckField name="active" label="В меню" />
      <button type="submit">Сохранить</button>
    </Form>
  );
}

describe('the form kit', () => {
  it('shows the resolver’s message under its field, focuses it, and clears it with a change', async () => {
    submitted = [];
    const user = userEvent.setup();
    render(<Dish />);
    const name = screen.getByRole('textbox', { name: 'Название' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Введите название')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(submitted).toEqual([]);
    await user.type(name, 'Калифорния');
    expect(screen.queryByText('Введите название')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(submitted).toEqual([{ ...saved, name: 'Калифорния' }]);
  });

  it('after a conflict shows the fresh row and keeps what was typed beside it, to take back', async () => {
    const user = userEvent.setup();
    render(<Dish />);
    const price = screen.getByRole('textbox', { name: 'Цена, ₽' }) as HTMLInputElement;
    await user.clear(price);
    await user.type(price, '400');
    // The name was not touched: the server's new name simply replaces it.
    act(() => keep?.reload({ name: 'Филадельфия лайт', price: '360', active: false }));
    expect(price.value).toBe('360');
    expect((screen.getByRole('textbox', { name: 'Название' }) as HTMLInputElement).value).toBe(
      'Филадельфия лайт',
    );
    expect(screen.getByText(`${MINE_PREFIX} 400`)).toBeTruthy();
    expect(screen.getAllByText(new RegExp(MINE_PREFIX))).toHaveLength(1);
    expect(price.getAttribute('aria-describedby')).toContain('-mine');
    await user.click(screen.getByRole('button', { name: `${RESTORE_MINE}: Цена, ₽` }));
    expect(price.value).toBe('400');
    expect(screen.queryByText(new RegExp(MINE_PREFIX))).toBeNull();
  });

  it('keeps an earlier conflict’s typing through a second one', async () => {
    const user = userEvent.setup();
    render(<Dish />);
    const price = screen.getByRole('textbox', { name: 'Цена, ₽' }) as HTMLInputElement;
    await user.clear(price);
    await user.type(price, '400');
    act(() => keep?.reload({ ...saved, price: '360' }));
    act(() => keep?.reload({ ...saved, price: '370' }));
    expect(price.value).toBe('370');
    expect(screen.getByText(`${MINE_PREFIX} 400`)).toBeTruthy();
    // Typed equal to the fresh value: nothing to keep aside.
    act(() => keep?.reload({ ...saved, price: '400' }));
    expect(screen.queryByText(new RegExp(MINE_PREFIX))).toBeNull();
  });
});
