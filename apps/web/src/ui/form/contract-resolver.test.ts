import { describe, expect, it } from 'vitest';
import { type ContractSchema, contractResolver } from './contract-resolver';

type Values = { sizes: { name: string; price: string }[] };

/** A schema refusing what the test says, in the order it says. */
const refusing = (issues: { path: PropertyKey[]; message: string }[]): ContractSchema => ({
  safeParse: () => ({
    success: false,
    error: { issues: issues.map((issue) => ({ ...issue, code: 'custom' })) },
  }),
});

const resolve = (schema: ContractSchema, fieldOf: Parameters<typeof contractResolver>[2]) =>
  contractResolver<Values>(
    () => schema,
    (values) => values,
    fieldOf,
  )({ sizes: [] }, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe('contractResolver', () => {
  it('puts a row’s message on its field and a list’s on its root, the first for each', async () => {
    const result = await resolve(
      refusing([
        { path: ['sizes', 1, 'priceKopecks'], message: 'Цена — от 0 до 100 000 ₽' },
        { path: ['sizes', 1, 'priceKopecks'], message: 'второе' },
        { path: ['sizes'], message: 'Отметьте один размер по умолчанию' },
      ]),
      (root, path) => (path.length === 1 ? `${root}.root` : `${root}.${String(path[1])}.price`),
    );
    expect(result.values).toEqual({});
    const errors = result.errors as {
      sizes: { [index: number]: { price: { message: string } }; root: { message: string } };
    };
    expect(errors.sizes[1]?.price.message).toBe('Цена — от 0 до 100 000 ₽');
    expect(errors.sizes.root.message).toBe('Отметьте один размер по умолчанию');
  });

  it('stops the send with a message on no field when none of the form’s is named', async () => {
    const result = await resolve(
      refusing([{ path: ['version'], message: 'Версия' }]),
      () => undefined,
    );
    expect(result.errors).toEqual({ root: { type: 'schema', message: 'Версия' } });
  });
});
