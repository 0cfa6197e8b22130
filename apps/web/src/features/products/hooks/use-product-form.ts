import { useMemo, useState } from 'react';
import type { Category, Plan } from '@stayfront/core';
import {
  sectionOf,
  validateProductForm,
  type FormErrors,
  type ProductFormValues,
  type ProductSection,
} from '../utils/product-form';

/** Sets `value` at a dotted path ("product_prices.1.price") without mutating `source`. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return source;
  if (Array.isArray(source)) {
    const copy = [...source] as unknown[];
    const index = Number(head);
    copy[index] = rest.length ? setIn(copy[index], rest.join('.'), value) : value;
    return copy as T;
  }
  const record = (source ?? {}) as Record<string, unknown>;
  return {
    ...record,
    [head]: rest.length ? setIn(record[head], rest.join('.'), value) : value,
  } as T;
}

/** Whether an error at `path` is related to a field the user changed. */
function isNear(path: string, touched: ReadonlySet<string>): boolean {
  for (const field of touched) {
    if (field === path || path.startsWith(`${field}.`) || field.startsWith(`${path}.`)) return true;
  }
  return false;
}

export interface ProductFormOptions {
  plan: Plan;
  originalCategory?: Category;
}

/**
 * The product form's state: values, the shared rules checked on every change, and which errors
 * show (those of changed fields, and all of a section once the user tried to go on or save).
 */
export function useProductForm(initial: () => ProductFormValues, options: ProductFormOptions) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<ProductSection>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const { plan, originalCategory } = options;

  const errors = useMemo(
    () => validateProductForm(values, { plan, originalCategory }),
    [values, plan, originalCategory],
  );

  const visibleErrors = useMemo(() => {
    const shown: FormErrors = {};
    for (const [path, text] of Object.entries(errors)) {
      if (revealed.has(sectionOf(path)) || isNear(path, touched)) shown[path] = text;
    }
    for (const [path, text] of Object.entries(serverErrors)) shown[path] ??= text;
    return shown;
  }, [errors, revealed, touched, serverErrors]);

  const markTouched = (paths: string[]) => {
    setTouched((current) => new Set([...current, ...paths]));
    setServerErrors((current) => {
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  };

  return {
    values,
    errors,
    visibleErrors,
    /** A user change of one field. */
    setField(path: string, value: unknown) {
      setValues((current) => setIn(current, path, value));
      markTouched([path]);
    },
    /** A change of several fields at once (price mode, availability...). */
    update(recipe: (current: ProductFormValues) => ProductFormValues, paths: string[] = []) {
      setValues(recipe);
      if (paths.length) markTouched(paths);
    },
    /** Starts over from `next` (a template, a new type). */
    reset(next: ProductFormValues) {
      setValues(next);
      setTouched(new Set());
      setRevealed(new Set());
      setServerErrors({});
    },
    /** Shows every error of these sections; answers the errors found there. */
    reveal(sections: ProductSection[]): FormErrors {
      setRevealed((current) => new Set([...current, ...sections]));
      return Object.fromEntries(
        Object.entries(errors).filter(([path]) => sections.includes(sectionOf(path))),
      );
    },
    setServerErrors,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;

/** Whether a section has errors the user can see (its tab label turns red). */
export function sectionHasVisibleErrors(errors: FormErrors, section: ProductSection): boolean {
  return Object.keys(errors).some((path) => sectionOf(path) === section);
}
