import type { FormInstance } from 'antd';

/**
 * After a save succeeds on the page, the errors an earlier answer of the server put on `form`'s
 * fields are out of date: each field showing an error is checked again by its own rules, so only
 * what those rules still find wrong stays.
 */
export function recheckFieldErrors(form: FormInstance): void {
  const failing = form
    .getFieldsError()
    .filter(({ errors }) => errors.length > 0)
    .map(({ name }) => name);
  if (failing.length) form.validateFields(failing).catch(() => {});
}
