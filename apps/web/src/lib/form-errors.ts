import type { FormInstance } from 'antd';
import type { ApiError } from './api-client';

/**
 * Puts an API error's field errors on the matching form fields. `fields` lists the form's field
 * names, or maps API field names to form field names. Returns the messages that have no field
 * on this form (general errors first) so the caller can show them another way.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: ApiError,
  fields: readonly string[] | Readonly<Record<string, string>>,
): string[] {
  const fieldMap: Record<string, string> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name) => [name, name]))
    : { ...(fields as Readonly<Record<string, string>>) };
  const placed: { name: string; errors: string[] }[] = [];
  const unplaced = [...error.nonFieldErrors];
  for (const [apiField, list] of Object.entries(error.fieldErrors)) {
    const name = fieldMap[apiField];
    if (name) placed.push({ name, errors: list });
    else unplaced.push(...list);
  }
  if (placed.length > 0) form.setFields(placed);
  return unplaced;
}
