import { getErrorMessage, isApiError } from '@/lib/api-client';
import { fieldLabel, type FormErrors } from './product-form';

const SERVER_TO_FORM: Record<string, string> = {
  category: 'availability',
  show_delivery_date: 'availability',
};

/**
 * A failed save, for the product form: one "Field: message" per field error (spec section 8), to
 * toast, and the same errors by form path, to show at the fields. General errors come first.
 */
export function describeSaveError(error: unknown): { toasts: string[]; fields: FormErrors } {
  if (!isApiError(error)) return { toasts: [getErrorMessage(error)], fields: {} };
  const fields: FormErrors = {};
  const toasts: string[] = [];
  for (const [key, list] of Object.entries(error.fieldErrors)) {
    const first = list[0];
    if (!first) continue;
    fields[SERVER_TO_FORM[key] ?? key] = first;
    toasts.push(`${fieldLabel(key)}: ${first}`);
  }
  if (error.nonFieldErrors.length || toasts.length === 0) toasts.unshift(error.message);
  return { toasts, fields };
}
