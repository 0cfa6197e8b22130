import type { FormInstance } from 'antd';
import { fieldErrorMap } from '@stayfront/core';

/** What the shared zod schemas offer (the web app does not depend on zod itself). */
interface SafeParser {
  safeParse(
    values: unknown,
    params: { error: typeof fieldErrorMap },
  ):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * Checks form values with a shared schema and puts the first message of each field on the form.
 * Answers whether the values passed.
 */
export function checkWithSchema(
  form: FormInstance,
  schema: SafeParser,
  values: unknown,
  fieldNames: Readonly<Record<string, string>> = {},
): boolean {
  // The shared error map words each problem as the API does.
  const result = schema.safeParse(values, { error: fieldErrorMap });
  if (result.success) return true;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const name = fieldNames[key] ?? key;
    if (name && !byField.has(name)) byField.set(name, issue.message);
  }
  form.setFields([...byField].map(([name, message]) => ({ name, errors: [message] })));
  return false;
}
