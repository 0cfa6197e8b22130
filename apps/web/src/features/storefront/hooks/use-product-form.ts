import { useEffect, useRef, useState } from 'react';
import type { OrderProduct } from '@/features/cart';
import type { GuestProduct } from '../types';
import {
  initialProductFormValues,
  productFormIssues,
  type ProductFieldName,
  type ProductFormValues,
} from '../utils/product-form';

/** One string per field, for maps and element ids ("extra.<id>" for an extra field). */
export const fieldKey = (name: ProductFieldName): string =>
  Array.isArray(name) ? `extra.${name[1]}` : name;

/**
 * The product form's values and messages. The shared cart rules check the whole form on submit;
 * after that a field with a message is checked again as it changes, so the message goes once the
 * answer is right. A failed submit moves focus to the first wrong field.
 */
export function useProductForm(product: GuestProduct, line: OrderProduct | null, today: string) {
  const [values, setValues] = useState(() => initialProductFormValues(product, line));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const issueOf = (name: ProductFieldName, next: ProductFormValues) =>
    productFormIssues(product, next, today).find(
      (issue) => fieldKey(issue.name) === fieldKey(name),
    );

  /** Sets what changed; a field showing a message is checked again. */
  const change = (name: ProductFieldName, patch: Partial<ProductFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const key = fieldKey(name);
    if (!errors.has(key)) return;
    const issue = issueOf(name, next);
    setErrors((current) => {
      const updated = new Map(current);
      if (issue) updated.set(key, issue.message);
      else updated.delete(key);
      return updated;
    });
  };

  /** Checks every field; true when the form may be sent. */
  const validate = (): boolean => {
    const found = new Map<string, string>();
    for (const issue of productFormIssues(product, values, today)) {
      const key = fieldKey(issue.name);
      if (!found.has(key)) found.set(key, issue.message);
    }
    setErrors(found);
    if (found.size > 0) setFocusRequest((count) => count + 1);
    return found.size === 0;
  };

  /** Puts the server's messages on their fields. */
  const showErrors = (placed: [ProductFieldName, string][]) => {
    setErrors(new Map(placed.map(([name, message]) => [fieldKey(name), message])));
    setFocusRequest((count) => count + 1);
  };

  return {
    values,
    change,
    validate,
    showErrors,
    formRef,
    errorOf: (name: ProductFieldName) => errors.get(fieldKey(name)) ?? null,
  };
}
