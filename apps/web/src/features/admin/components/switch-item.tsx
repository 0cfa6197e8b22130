import { useId, type ReactNode } from 'react';
import { Flex, Form, Switch } from 'antd';

/** A form switch with its label beside it (no "optional" mark: a switch is always answered). */
export function SwitchItem({
  name,
  label,
  extra,
}: {
  name: string;
  label: string;
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <Form.Item extra={extra}>
      <Flex gap={8} align="center">
        <Form.Item name={name} valuePropName="checked" noStyle>
          <Switch id={id} />
        </Form.Item>
        <label htmlFor={id}>{label}</label>
      </Flex>
    </Form.Item>
  );
}
