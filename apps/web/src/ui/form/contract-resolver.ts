/**
 * A resolver for a form whose values are what was typed while the contract's schema judges the
 * wire's body made from them (roubles typed, kopecks sent): the schema's first message for each
 * wire field lands on the form's field that feeds it — a row's field in a list too
 * ('sizes.0.priceKopecks' on 'sizes.0.price'), or a list's own message ('sizes.root').
 */
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';

/** A schema of the contract (zod mini), as far as the resolver uses it. */
export interface ContractSchema {
  safeParse(input: unknown):
    | { success: true }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[];
        };
      };
}

/** A form's field for a wire's field; `path`: the issue's whole path, for lists of rows. */
export type FieldOf = (wireField: string, path: readonly PropertyKey[]) => string | undefined;

export function contractResolver<V extends FieldValues>(
  schemaOf: () => ContractSchema,
  wireOf: (values: V) => unknown,
  fieldOf: FieldOf,
): Resolver<V> {
  return (values) => {
    const checked = schemaOf().safeParse(wireOf(values));
    if (checked.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''), issue.path);
      if (field === undefined || seen.has(field)) continue;
      seen.add(field);
      set(errors, field, { type: issue.code, message: issue.message });
    }
    // A refusal on no field of the form still stops the send, as any other.
    if (seen.size === 0) {
      errors.root = { type: 'schema', message: checked.error.issues[0]?.message ?? '' };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
