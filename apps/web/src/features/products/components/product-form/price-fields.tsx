import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS } from '@stayfront/core';
import { Button, Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import {
  addPriceRow,
  canRemovePriceRow,
  isTimedPrice,
  removePriceRow,
  setVariablePrice,
} from '../../utils/price-mode';
import { FieldItem } from './field-item';
import { MoneyInput } from './money-input';
import { useProductField, useProductFormContext } from './product-form-context';
import { formatTimeIn } from '@stayfront/core/i18n';

/** Every half hour of the day, as the API stores times ("14:00:00"). */
const TIME_OPTIONS = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  const minutes = index % 2 ? '30' : '00';
  const value = `${hours}:${minutes}:00`;
  // Times read the same way on every page and in every e-mail: "2:00 PM".
  return { value, label: formatTimeIn('en', value) ?? value };
});

function PriceRow({ index }: { index: number }) {
  const { form, currency } = useProductFormContext();
  const { values } = form;
  const row = values.product_prices[index]!;
  const timed = isTimedPrice(values);
  const labelPath = `product_prices.${index}.${timed ? 'time_label' : 'label'}`;
  const pricePath = `product_prices.${index}.price`;
  const labelField = useProductField(labelPath);
  const priceField = useProductField(pricePath);
  const number = index + 1;
  return (
    <Flex
      gap={8}
      align="flex-start"
      wrap={false}
      role="group"
      aria-label={`Price option ${number}`}
    >
      <Form.Item
        style={{ flex: 2, minWidth: 0, marginBottom: 12 }}
        validateStatus={labelField.error ? 'error' : undefined}
        help={labelField.error}
      >
        {timed ? (
          <Select
            id={labelField.id}
            aria-label={`Time of option ${number}`}
            aria-invalid={labelField.invalid}
            placeholder="Time"
            options={TIME_OPTIONS}
            value={row.time_label || undefined}
            onChange={(time: string) => form.setField(labelPath, time)}
            showSearch
          />
        ) : (
          <Input
            id={labelField.id}
            aria-label={`Name of option ${number}`}
            aria-invalid={labelField.invalid}
            placeholder="e.g. Small"
            maxLength={100}
            value={row.label}
            onChange={(event) => form.setField(labelPath, event.target.value)}
          />
        )}
      </Form.Item>
      <Form.Item
        style={{ flex: 1, minWidth: 96, marginBottom: 12 }}
        validateStatus={priceField.error ? 'error' : undefined}
        help={priceField.error}
      >
        <MoneyInput
          id={priceField.id}
          aria-label={`Price of option ${number}`}
          aria-invalid={priceField.invalid}
          currency={currency}
          placeholder="0.00"
          value={row.price}
          onChange={(price) => form.setField(pricePath, price)}
        />
      </Form.Item>
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={`Remove price option ${number}`}
        disabled={!canRemovePriceRow(values)}
        onClick={() => form.update((current) => removePriceRow(current, index), ['product_prices'])}
      />
    </Flex>
  );
}

/**
 * Price, with its three modes (spec section 4): a single price; variable (the guest enters the
 * amount, the price is fixed at 0.00); several options, each with a name, or a time for early
 * check-in and late check-out.
 */
export function PriceFields() {
  const { form, currency } = useProductFormContext();
  const { values } = form;
  const priceField = useProductField('price');
  const rowsField = useProductField('product_prices');
  const timed = isTimedPrice(values);
  const canAdd = values.product_prices.length < PRODUCT_LIMITS.priceRows;
  const addButton = (
    <Button
      icon={<PlusOutlined />}
      disabled={!canAdd}
      // A new row is not a change the host made: its empty name waits for typing (issue 17).
      onClick={() => form.update((current) => addPriceRow(current))}
    >
      Add price option
    </Button>
  );

  if (values.price_type === 'multiple') {
    return (
      <Form.Item
        label={timed ? 'Prices by time' : 'Price options'}
        required
        validateStatus={rowsField.error ? 'error' : undefined}
        help={rowsField.error}
        extra={
          timed
            ? 'Guests pick the time they would like. Each time has its own price.'
            : 'Guests pick one of these options.'
        }
      >
        <div role="group" aria-label={timed ? 'Prices by time' : 'Price options'}>
          {values.product_prices.map((row, index) => (
            <PriceRow key={row.key} index={index} />
          ))}
          {addButton}
        </div>
      </Form.Item>
    );
  }

  const variable = values.price_type === 'variable';
  return (
    <FieldItem
      path="price"
      label="Price"
      required
      extra={variable ? 'Guests enter the amount they pay.' : undefined}
    >
      <Flex vertical gap={8} align="flex-start">
        <Flex gap={16} align="center" wrap>
          <MoneyInput
            id={priceField.id}
            aria-invalid={priceField.invalid}
            currency={currency}
            placeholder="0.00"
            style={{ width: 160 }}
            disabled={variable}
            value={values.price}
            onChange={(price) => form.setField('price', price)}
          />
          <Checkbox
            checked={variable}
            onChange={(event) =>
              form.update((current) => setVariablePrice(current, event.target.checked), ['price'])
            }
          >
            Variable price
          </Checkbox>
        </Flex>
        {variable ? null : addButton}
        {variable ? null : (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Offer options at different prices (sizes, durations...).
          </Typography.Text>
        )}
      </Flex>
    </FieldItem>
  );
}
