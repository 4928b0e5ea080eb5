import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const forms = ['позиция', 'позиции', 'позиций'] as const;

describe('plural', () => {
  it.each([
    [1, 'позиция'],
    [21, 'позиция'],
    [2, 'позиции'],
    [4, 'позиции'],
    [22, 'позиции'],
    [5, 'позиций'],
    [11, 'позиций'],
    [12, 'позиций'],
    [0, 'позиций'],
    [111, 'позиций'],
  ])('%i → %s', (count, expected) => {
    expect(plural(count, forms)).toBe(expected);
  });
});
