/**
 * A 409 conflict without losing anybody's work: the fields take the row as it is now, and each
 * value the person had typed that differs from it stays beside its field with 'Вернуть моё'.
 * Built on react-hook-form: what was typed is what `dirtyFields` marks (a field still equal to the
 * values it was made from was not the person's change), and `reset` takes the fresh row.
 */
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export interface KeepMine<V extends FieldValues> {
  /** what the person had typed where a conflict put the saved value instead */
  mine: Partial<V>;
  /** A conflict: the fields become `current`'s; the person's own changes are kept aside. */
  reload: (current: V) => void;
  /** the field takes back what the person had typed */
  restore: (name: Path<V>) => void;
  /** The person's own save: the fields become `saved`'s, nothing kept aside any more. */
  settle: (saved: V) => void;
}

export function useKeepMine<V extends FieldValues>(form: UseFormReturn<V>): KeepMine<V> {
  const [mine, setMine] = useState<Partial<V>>({});
  // Read while rendering, so that react-hook-form keeps `dirtyFields` up to date.
  const { dirtyFields } = form.formState;

  const reload = (current: V) => {
    const typedNow = form.getValues();
    const differing: Partial<V> = {};
    for (const name of Object.keys(current) as (keyof V & string)[]) {
      // Typed since the last load, else still waiting from an earlier conflict.
      const typed = (dirtyFields as Record<string, unknown>)[name] ? typedNow[name] : mine[name];
      if (typed !== undefined && typed !== current[name]) differing[name] = typed;
    }
    form.reset(current);
    setMine(differing);
  };

  const restore = (name: Path<V>) => {
    const typed = mine[name as keyof V];
    if (typed === undefined) return;
    form.setValue(name, typed as PathValue<V, Path<V>>, { shouldDirty: true });
    setMine((now) => {
      const rest = { ...now };
      delete rest[name as keyof V];
      return rest;
    });
  };

  const settle = (saved: V) => {
    form.reset(saved);
    setMine({});
  };

  return { mine, reload, restore, settle };
}
