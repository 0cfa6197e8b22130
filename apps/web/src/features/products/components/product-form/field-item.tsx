import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useProductField } from './product-form-context';

interface FieldItemProps {
  path: string;
  label?: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  /** Set when the control is not a labelable element (a group, a custom control). */
  noLabelFor?: boolean;
  children: ReactNode;
  style?: React.CSSProperties;
}

/** A labelled field of the product form with the error of its path underneath. */
export function FieldItem({
  path,
  label,
  required,
  extra,
  noLabelFor,
  children,
  style,
}: FieldItemProps) {
  const { id, error } = useProductField(path);
  return (
    <Form.Item
      label={label}
      htmlFor={noLabelFor ? undefined : id}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={style}
    >
      {children}
    </Form.Item>
  );
}
