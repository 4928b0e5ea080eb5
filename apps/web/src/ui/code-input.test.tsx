import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput, isCompleteCode } from './code-input';

afterEach(() => cleanup());

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
      <button type="button" disabled={!isCompleteCode(code)}>
        ПРОДОЛЖИТЬ
      </button>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  const boxes = Array.from({ length: 6 }, (_, i) =>
    screen.getByLabelText(`Цифра ${i + 1} из 6`),
  ) as HTMLInputElement[];
  const code = () => screen.getByTestId('code').textContent;
  const proceed = () => screen.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }) as HTMLButtonElement;
  return { user, boxes, code, proceed };
}

describe('the code boxes', () => {
  it('are six boxes, each labelled by its position', () => {
    const { boxes } = setup();
    expect(boxes).toHaveLength(6);
    expect(boxes[0]?.getAttribute('inputmode')).toBe('numeric');
  });

  it('take one digit each and move focus forward; ПРОДОЛЖИТЬ needs all six', async () => {
    const { user, boxes, code, proceed } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('12345');
    expect(code()).toBe('12345');
    expect(document.activeElement).toBe(boxes[5]);
    expect(proceed().disabled).toBe(true);
    await user.keyboard('6');
    expect(code()).toBe('123456');
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(proceed().disabled).toBe(false);
  });

  it('take digits only', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('a-. ');
    expect(boxes[0]?.value).toBe('');
    expect(code()).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    await user.keyboard('7');
    expect(code()).toBe('7');
  });

  it('Backspace on an empty box moves back; on a full one it clears it', async () => {
    const { user, boxes, code, proceed } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('123456');
    expect(proceed().disabled).toBe(false);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12345');
    expect(document.activeElement).toBe(boxes[5]);
    expect(proceed().disabled).toBe(true);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[4]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1234');
  });

  it('typing the digit a box already holds still moves on', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('000000');
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('630300');
    expect(code()).toBe('630300');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('a pasted six-digit code fills every box', async () => {
    const { user, boxes, code, proceed } = setup();
    await user.click(boxes[2] as HTMLInputElement);
    await user.paste('Код: 654 321');
    expect(code()).toBe('654321');
    expect(boxes.map((box) => box.value).join('')).toBe('654321');
    expect(document.activeElement).toBe(boxes[5]);
    expect(proceed().disabled).toBe(false);
  });

  it('arrow keys move between boxes; typing over a digit replaces it', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('111');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('9');
    expect(code()).toBe('191');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes[3]);
  });
});
