import {
  fieldErrorMap,
  DEFAULT_COUNTRY,
  defaultStoreDescription,
  STORE_NAME_MAX,
  ZStoreFormSchema,
  type TStoreForm,
} from '@stayfront/core';
import type { FormRule } from 'antd';
import type { HostStore, StoreFormValues } from '../types';

export type StoreModalMode = 'create' | 'edit' | 'duplicate';

/** Form values as antd holds them: anything may still be missing. */
export type StoreFormDraft = Partial<Record<keyof StoreFormValues, string | null>>;

export const STORE_FORM_FIELDS = [
  'storeName',
  'country',
  'state',
  'city',
  'street1',
  'street2',
  'postalCode',
  'image',
  'description',
] as const satisfies readonly (keyof StoreFormValues)[];

/**
 * Spec: duplicating prefills the name with the prefix Copy. The name is cut to the store-name limit
 * so a long one can be saved as it is, and never in the middle of an emoji.
 */
export function duplicateStoreName(storeName: string): string {
  return `Copy ${storeName}`.slice(0, STORE_NAME_MAX).replace(/[\uD800-\uDBFF]$/, '');
}

export function getInitialStoreValues(
  mode: StoreModalMode,
  brandName: string,
  store?: HostStore,
): StoreFormDraft {
  if (mode === 'create' || !store) {
    return {
      storeName: '',
      country: DEFAULT_COUNTRY,
      state: undefined,
      city: '',
      street1: '',
      street2: '',
      postalCode: '',
      image: null,
      description: defaultStoreDescription(brandName),
    };
  }
  return {
    storeName: mode === 'duplicate' ? duplicateStoreName(store.storeName) : store.storeName,
    country: store.country || DEFAULT_COUNTRY,
    state: store.state || undefined,
    city: store.city,
    street1: store.street1,
    street2: store.street2,
    postalCode: store.postalCode,
    image: store.image,
    description: store.description,
  };
}

/** What is sent: every field present, the state only for the US, trimmed like the API does. */
export function toStoreFormValues(draft: StoreFormDraft): StoreFormValues {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const country = text(draft.country);
  return {
    storeName: text(draft.storeName),
    country,
    state: country === DEFAULT_COUNTRY ? text(draft.state) : '',
    city: text(draft.city),
    street1: text(draft.street1),
    street2: text(draft.street2),
    postalCode: text(draft.postalCode),
    image: draft.image || null,
    description: text(draft.description),
  };
}

/** The first schema message of one field, checked against the whole form (the state rule). */
export function getStoreFieldError(
  draft: StoreFormDraft,
  field: keyof TStoreForm,
): string | undefined {
  const result = ZStoreFormSchema.safeParse(toStoreFormValues(draft), { error: fieldErrorMap });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** An antd rule that checks a field with ZStoreFormSchema: the same messages as the API. */
export function storeSchemaRule(field: keyof TStoreForm): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = getStoreFieldError(getFieldsValue(true) as StoreFormDraft, field);
      if (message) throw new Error(message);
    },
  });
}
