import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { editAtSelection, PhoneInput } from './phone-input';

afterEach(() => cleanup());

/** The field as a form holds it: the shown value in state, the last change kept for the test. */
function setup(initial = '') {
  const changes: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="phone">Телефон</label>
        <PhoneInput
          id="phone"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  render(<Form />);
  const input = screen.getByLabelText('Телефон') as HTMLInputElement;
  return { user: userEvent.setup(), input, changes };
}

const NUMBER = '+7 (914) 12 34 567';

describe('the phone field', () => {
  it.each([
    '+79141234567',
    '89141234567',
    '79141234567',
    '9141234567',
    '+7 914 123 45 67',
    '8 (914) 123-45-67',
    '+7 (914) 123-45-67',
  ])('typed key by key, %j shows +7 (914) 12 34 567', async (keys) => {
    const { user, input, changes } = setup();
    await user.type(input, keys);
    expect(input.value).toBe(NUMBER);
    expect(changes.at(-1)).toBe(NUMBER);
  });

  it.each([
    '+79141234567',
    '89141234567',
    '79141234567',
    '9141234567',
    '8 (914) 123-45-67',
    '+7 914 123 45 67',
    '+7(914)123-45-67',
    ' 8-914-123-45-67 ',
  ])('pasted, %j shows +7 (914) 12 34 567', async (text) => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(text);
    expect(input.value).toBe(NUMBER);
  });

  it('shows the number growing, the typed country code first', async () => {
    const { user, input } = setup();
    const shown: string[] = [];
    await user.click(input);
    for (const key of '+79141') {
      await user.keyboard(key);
      shown.push(input.value);
    }
    expect(shown).toEqual(['+', '+7', '+7 (9', '+7 (91', '+7 (914', '+7 (914) 1']);
  });

  it('takes a leading 8 for the country code, and an 8 after it for a digit (8-800)', async () => {
    const { user, input } = setup();
    await user.type(input, '8');
    expect(input.value).toBe('+7');
    await user.type(input, '8001234567');
    expect(input.value).toBe('+7 (800) 12 34 567');
  });

  it('reads a paste whole after the country code left on the screen', async () => {
    const { user, input } = setup();
    await user.type(input, '+7');
    await user.paste('8 914 123 45 67');
    expect(input.value).toBe(NUMBER);
  });

  it('shows a number given in another form in the site form', () => {
    const { input } = setup('79141234567');
    expect(input.value).toBe(NUMBER);
  });

  it('Backspace takes the digits off one by one, the mask’s own characters with them', async () => {
    const { user, input, changes } = setup(NUMBER);
    await user.click(input);
    input.setSelectionRange(input.value.length, input.value.length);
    const shown: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      await user.keyboard('{Backspace}');
      shown.push(input.value);
    }
    expect(shown).toEqual([
      '+7 (914) 12 34 56',
      '+7 (914) 12 34 5',
      '+7 (914) 12 34',
      '+7 (914) 12 3',
      '+7 (914) 12',
      '+7 (914) 1',
      '+7 (914',
      '+7 (91',
      '+7 (9',
      '',
    ]);
    expect(changes.at(-1)).toBe('');
    await user.keyboard('89141234567');
    expect(input.value).toBe(NUMBER);
  });

  it('a digit typed in the middle goes in at the caret', async () => {
    const { user, input } = setup('+7 (914) 12 34 56');
    await user.click(input);
    // the caret after «+7 (91»
    input.setSelectionRange(6, 6);
    await user.keyboard('0');
    expect(input.value).toBe('+7 (910) 41 23 456');
    expect(input.selectionStart).toBe(7);
  });

  it.each([
    ['cut from the context menu', ''],
    ['pasted over from the context menu', '8 914 000 01 01'],
  ])('a whole number selected with the mouse and %s', async (_how, replacement) => {
    const { user, input } = setup(NUMBER);
    await user.click(input);
    // the mask last saw the caret after «+7 (9» (a key press saves it)
    input.setSelectionRange(5, 5);
    await user.keyboard('{Shift}');
    // Selected without a key press: the browser says so only with its selection events.
    input.setSelectionRange(0, input.value.length);
    input.dispatchEvent(new Event('select'));
    input.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true }));
    input.value = replacement;
    input.setSelectionRange(replacement.length, replacement.length);
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(input.value).toBe(replacement === '' ? '' : '+7 (914) 00 00 101');
  });

  it.each([
    ['emptied by a script or an autofill', '', ''],
    ['replaced by an autofill', '+7 914 000 01 01', '+7 (914) 00 00 101'],
    ['replaced by a number written from 8', '89140000101', '+7 (914) 00 00 101'],
  ])('a number %s, the caret elsewhere, is read whole', async (_how, replacement, shown) => {
    const { user, input, changes } = setup(NUMBER);
    await user.click(input);
    input.setSelectionRange(5, 5);
    await user.keyboard('{Shift}');
    input.value = replacement;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(input.value).toBe(shown);
    expect(changes.at(-1)).toBe(shown);
  });

  it('tells an edit at the selection from a replacement', () => {
    const old = '+7 (914) 12 34 567';
    const at = (start: number, end = start) => ({ start, end });
    expect(editAtSelection(old, '+7 (914) 12 34 56', at(18))).toBe(true); // Backspace
    expect(editAtSelection(old, '+7 (91) 12 34 567', at(7))).toBe(true); // Backspace inside
    expect(editAtSelection(old, '+7 (94) 12 34 567', at(5))).toBe(true); // Delete
    expect(editAtSelection(old, '+7 (9814) 12 34 567', at(5))).toBe(true); // a key
    expect(editAtSelection(old, '', at(0, 18))).toBe(true); // all selected, cut
    expect(editAtSelection(old, '', at(4))).toBe(false);
    expect(editAtSelection(old, '+7 (914) 00 00 101', at(4))).toBe(false);
  });

  it('ignores letters', async () => {
    const { user, input } = setup();
    await user.type(input, 'abc914');
    expect(input.value).toBe('+7 (914');
  });

  it('has the spec’s placeholder and a phone keyboard', () => {
    const { input } = setup();
    expect(input.placeholder).toBe('+7 (999) 99 99 999');
    expect(input.type).toBe('tel');
    expect(input.inputMode).toBe('tel');
  });
});
