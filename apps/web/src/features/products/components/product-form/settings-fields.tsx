import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AVAILABILITY_OPTIONS,
  planAtLeast,
  PRODUCT_LIMITS,
  productMessages,
} from '@stayfront/core';
import {
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Switch,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  applyAvailability,
  newContact,
  newExtraField,
  type AvailabilityKey,
} from '../../utils/product-form';
import { FieldItem } from './field-item';
import { useProductField, useProductFormContext } from './product-form-context';

const AVAILABILITY_HELP: Record<AvailabilityKey, string> = {
  preorder: 'Guests order ahead and pick a date; you get the notice you set.',
  withDate: 'Guests can order right away and pick the date they want it.',
  withoutDate: 'Guests can order right away; no date to pick.',
  link: 'The tile opens a web page of yours.',
};

export function AvailabilityField() {
  const { form } = useProductFormContext();
  const field = useProductField('availability');
  return (
    <FieldItem path="availability" label="Availability" required noLabelFor>
      <Radio.Group
        id={field.id}
        aria-label="Availability"
        value={form.values.availability}
        onChange={(event) =>
          form.update(
            (current) => applyAvailability(current, event.target.value as AvailabilityKey),
            ['availability'],
          )
        }
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {(Object.keys(AVAILABILITY_OPTIONS) as AvailabilityKey[]).map((key) => (
          <Radio key={key} value={key}>
            <span>{AVAILABILITY_OPTIONS[key].label}</span>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {AVAILABILITY_HELP[key]}
            </Typography.Text>
          </Radio>
        ))}
      </Radio.Group>
    </FieldItem>
  );
}

export function NoticeField() {
  const { form } = useProductFormContext();
  const field = useProductField('preorder_by');
  if (form.values.availability !== 'preorder') return null;
  return (
    <FieldItem
      path="preorder_by"
      label="Notice (days)"
      required
      extra="How many days ahead guests must order."
    >
      <InputNumber
        id={field.id}
        aria-invalid={field.invalid}
        min={0}
        max={365}
        precision={0}
        style={{ width: 160 }}
        value={form.values.preorder_by}
        onChange={(days) => form.setField('preorder_by', typeof days === 'number' ? days : null)}
      />
    </FieldItem>
  );
}

export function ApprovalField() {
  const { form } = useProductFormContext();
  return (
    <FieldItem
      path="requires_approval"
      noLabelFor
      extra="The guest's card is held at checkout and charged only when you approve."
    >
      <Checkbox
        checked={form.values.requires_approval}
        onChange={(event) => form.setField('requires_approval', event.target.checked)}
      >
        Requires my approval
      </Checkbox>
    </FieldItem>
  );
}

/** Stock: a quantity, or n/a (not tracked); an alert level when notifications are on. */
export function StockFields() {
  const { form } = useProductFormContext();
  const quantity = useProductField('quantity');
  const threshold = useProductField('alert_threshold');
  const { values } = form;
  return (
    <>
      <FieldItem path="quantity" label="Quantity" required={values.has_quantity}>
        <Flex gap={16} align="center" wrap>
          <InputNumber
            id={quantity.id}
            aria-invalid={quantity.invalid}
            min={0}
            max={1_000_000}
            precision={0}
            style={{ width: 160 }}
            disabled={!values.has_quantity}
            value={values.has_quantity ? values.quantity : null}
            placeholder={values.has_quantity ? undefined : 'n/a'}
            onChange={(count) =>
              form.setField('quantity', typeof count === 'number' ? count : null)
            }
          />
          <Checkbox
            checked={!values.has_quantity}
            onChange={(event) => {
              const tracked = !event.target.checked;
              form.update(
                (current) => ({
                  ...current,
                  has_quantity: tracked,
                  quantity: tracked ? (current.quantity ?? 1) : current.quantity,
                }),
                ['quantity'],
              );
            }}
          >
            n/a (don&apos;t track stock)
          </Checkbox>
        </Flex>
      </FieldItem>
      {values.has_quantity ? (
        <>
          <FieldItem path="alert_enabled" noLabelFor>
            <Flex gap={8} align="center">
              <Switch
                id={`${quantity.id}-alert`}
                checked={values.alert_enabled}
                onChange={(on) => form.setField('alert_enabled', on)}
              />
              <label htmlFor={`${quantity.id}-alert`}>Notify me when stock runs low</label>
            </Flex>
          </FieldItem>
          {values.alert_enabled ? (
            <FieldItem
              path="alert_threshold"
              label="Alert threshold"
              required
              extra="The product contacts get an e-mail when the quantity falls below this."
            >
              <InputNumber
                id={threshold.id}
                aria-invalid={threshold.invalid}
                min={0}
                max={1_000_000}
                precision={0}
                style={{ width: 160 }}
                value={values.alert_threshold}
                onChange={(count) =>
                  form.setField('alert_threshold', typeof count === 'number' ? count : null)
                }
              />
            </FieldItem>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function ContactRow({ index }: { index: number }) {
  const { form, plan } = useProductFormContext();
  const contact = form.values.product_delegates[index]!;
  const base = `product_delegates.${index}`;
  const email = useProductField(`${base}.email`);
  const phone = useProductField(`${base}.phone_number`);
  const sms = useProductField(`${base}.is_sales_sms_enabled`);
  const smsAllowed = planAtLeast(plan, 'PRO');
  const number = index + 1;
  return (
    <fieldset
      style={{
        position: 'relative',
        border: '1px solid #e0e6e4',
        borderRadius: 8,
        padding: '12px 12px 0',
        margin: '0 0 12px',
        minWidth: 0,
      }}
    >
      {/* Floated, the legend stays inside the box and still names the group. */}
      <legend
        style={{
          float: 'left',
          fontSize: 14,
          fontWeight: 600,
          margin: '4px 0 8px',
          width: 'auto',
          border: 0,
          color: 'inherit',
        }}
      >
        Contact {number}
      </legend>
      <Popconfirm
        title="Remove this contact?"
        description="They will no longer be notified about this product."
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() =>
          form.update(
            (current) => ({
              ...current,
              product_delegates: current.product_delegates.filter((_, at) => at !== index),
            }),
            ['product_delegates'],
          )
        }
      >
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Remove contact ${number}`}
          style={{ position: 'absolute', top: 8, right: 8 }}
        />
      </Popconfirm>
      <div style={{ clear: 'both' }} />
      <Flex gap={12} wrap>
        <Form.Item
          label="Email"
          htmlFor={email.id}
          required
          validateStatus={email.error ? 'error' : undefined}
          help={email.error}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        >
          <Input
            id={email.id}
            type="email"
            autoComplete="off"
            aria-invalid={email.invalid}
            value={contact.email}
            onChange={(event) => form.setField(`${base}.email`, event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Phone"
          htmlFor={phone.id}
          validateStatus={phone.error ? 'error' : undefined}
          help={phone.error}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        >
          <Input
            id={phone.id}
            type="tel"
            autoComplete="off"
            aria-invalid={phone.invalid}
            disabled={!smsAllowed && !contact.phone_number}
            value={contact.phone_number}
            onChange={(event) => form.setField(`${base}.phone_number`, event.target.value)}
          />
        </Form.Item>
      </Flex>
      <Form.Item
        validateStatus={sms.error ? 'error' : undefined}
        help={
          sms.error ??
          (smsAllowed ? undefined : (
            <span>
              {productMessages.contactSmsNeedsPlan} <Link to={paths.pricing}>Upgrade</Link>
            </span>
          ))
        }
      >
        <Flex gap={12} wrap>
          <Checkbox
            checked={contact.is_sales_sms_enabled}
            disabled={!smsAllowed}
            onChange={(event) =>
              form.setField(`${base}.is_sales_sms_enabled`, event.target.checked)
            }
          >
            Text sales
          </Checkbox>
          <Checkbox
            checked={contact.is_request_sms_enabled}
            disabled={!smsAllowed}
            onChange={(event) =>
              form.setField(`${base}.is_request_sms_enabled`, event.target.checked)
            }
          >
            Text requests
          </Checkbox>
          <Checkbox
            checked={contact.is_show_price}
            onChange={(event) => form.setField(`${base}.is_show_price`, event.target.checked)}
          >
            Show prices
          </Checkbox>
        </Flex>
      </Form.Item>
    </fieldset>
  );
}

/** Who is e-mailed (and texted, on a paid plan) about sales and requests of this product. */
export function ContactsField() {
  const { form } = useProductFormContext();
  const field = useProductField('product_delegates');
  const contacts = form.values.product_delegates;
  const full = contacts.length >= PRODUCT_LIMITS.contacts;
  return (
    <Form.Item
      label="Product contacts"
      validateStatus={field.error ? 'error' : undefined}
      help={field.error ?? (full ? productMessages.contactsLimit : undefined)}
      extra="Besides you, these people are notified of sales and requests of this product."
    >
      <div role="group" aria-label="Product contacts">
        {contacts.map((contact, index) => (
          <ContactRow key={contact.key} index={index} />
        ))}
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() =>
            form.update((current) => ({
              ...current,
              product_delegates: [...current.product_delegates, newContact()],
            }))
          }
        >
          Add contact
        </Button>
      </div>
    </Form.Item>
  );
}

/** Questions the guest answers at checkout ("Arrival time", "Dietary needs"). */
export function ExtraFieldsField() {
  const { form, formId } = useProductFormContext();
  const { values } = form;
  const switchId = `${formId}-extra-info`;
  return (
    <>
      <FieldItem path="extra_info_enabled" noLabelFor>
        <Flex gap={8} align="center">
          <Switch
            id={switchId}
            checked={values.extra_info_enabled}
            onChange={(on) =>
              form.update(
                (current) => ({
                  ...current,
                  extra_info_enabled: on,
                  extra_fields:
                    on && current.extra_fields.length === 0
                      ? [newExtraField()]
                      : current.extra_fields,
                }),
                [],
              )
            }
          />
          <label htmlFor={switchId}>Ask guests for extra info</label>
        </Flex>
      </FieldItem>
      {values.extra_info_enabled ? (
        <div role="group" aria-label="Extra info questions" style={{ marginBottom: 24 }}>
          {values.extra_fields.map((extra, index) => (
            <ExtraFieldRow key={extra.key} index={index} />
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={values.extra_fields.length >= PRODUCT_LIMITS.extraFields}
            onClick={() =>
              form.update((current) => ({
                ...current,
                extra_fields: [...current.extra_fields, newExtraField()],
              }))
            }
          >
            Add question
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ExtraFieldRow({ index }: { index: number }) {
  const { form } = useProductFormContext();
  const path = `extra_fields.${index}.label`;
  const field = useProductField(path);
  const number = index + 1;
  return (
    <Flex gap={8} align="flex-start">
      <Form.Item
        label={`Question ${number}`}
        htmlFor={field.id}
        required
        validateStatus={field.error ? 'error' : undefined}
        help={field.error}
        style={{ flex: 1, minWidth: 0, marginBottom: 12 }}
      >
        <Input
          id={field.id}
          aria-invalid={field.invalid}
          maxLength={200}
          placeholder="e.g. What time will you arrive?"
          value={form.values.extra_fields[index]?.label ?? ''}
          onChange={(event) => form.setField(path, event.target.value)}
        />
      </Form.Item>
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={`Remove question ${number}`}
        style={{ marginTop: 30 }}
        onClick={() =>
          form.update(
            (current) => {
              const rows = current.extra_fields.filter((_, at) => at !== index);
              return { ...current, extra_fields: rows, extra_info_enabled: rows.length > 0 };
            },
            ['extra_fields'],
          )
        }
      />
    </Flex>
  );
}

export function ExternalLinkField() {
  const { form } = useProductFormContext();
  const field = useProductField('external_link');
  if (form.values.availability !== 'link') return null;
  return (
    <FieldItem
      path="external_link"
      label="External link"
      required
      extra="Guests who tap the tile go to this address."
    >
      <Input
        id={field.id}
        type="url"
        inputMode="url"
        aria-invalid={field.invalid}
        maxLength={PRODUCT_LIMITS.externalLink}
        placeholder="https://"
        value={form.values.external_link}
        onChange={(event) => form.setField('external_link', event.target.value)}
      />
    </FieldItem>
  );
}

/** "Manage product": availability, notice, approval, stock, alerts, contacts, extra info, link. */
export function SettingsFields() {
  return (
    <>
      <AvailabilityField />
      <NoticeField />
      <ExternalLinkField />
      <ApprovalField />
      <StockFields />
      <ContactsField />
      <ExtraFieldsField />
    </>
  );
}
