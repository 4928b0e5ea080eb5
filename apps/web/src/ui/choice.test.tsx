import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Choice, choicesClassName } from './choice';

afterEach(cleanup);

function Payment() {
  const { register, watch } = useForm({ defaultValues: { pay: 'CASH' } });
  return (
    <fieldset>
      <legend>Оплата</legend>
      <div className={choicesClassName}>
        <Choice id="pay-cash" label="НАЛИЧНЫМИ КУРЬЕРУ" value="CASH" field={register('pay')} />
        <Choice
          id="pay-card"
          label="БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ"
          value="BNCUR"
          field={register('pay')}
        />
      </div>
      <output>{watch('pay')}</output>
    </fieldset>
  );
}

describe('a choice', () => {
  it('is a real radio button named by its pill, chosen by a click on the pill', async () => {
    const user = userEvent.setup();
    render(<Payment />);
    const cash = screen.getByRole('radio', { name: 'НАЛИЧНЫМИ КУРЬЕРУ' }) as HTMLInputElement;
    const card = screen.getByRole('radio', {
      name: 'БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ',
    }) as HTMLInputElement;
    expect(cash.checked).toBe(true);
    await user.click(screen.getByText('БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ'));
    expect(card.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('BNCUR');
    await user.click(screen.getByText('НАЛИЧНЫМИ КУРЬЕРУ'));
    expect(cash.checked).toBe(true);
  });
});
