import {
  defaultOffPlatformInstructions,
  EXTERNAL_LINK,
  planAtLeast,
  PRODUCT_LIMITS,
  SOMETHING_ELSE,
  SUBCATEGORIES,
  type Subcategory,
} from '@stayfront/core';
import { Checkbox, Input, Select } from 'antd';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { SUBCATEGORY_LABELS } from '../../utils/product-form';
import { FieldItem } from './field-item';
import { PriceFields } from './price-fields';
import { useProductField, useProductFormContext } from './product-form-context';

export function NameField() {
  const { form } = useProductFormContext();
  const field = useProductField('product_name');
  return (
    <FieldItem path="product_name" label="Name" required>
      <Input
        id={field.id}
        aria-invalid={field.invalid}
        maxLength={PRODUCT_LIMITS.name}
        placeholder="e.g. Mid-stay Clean"
        value={form.values.product_name}
        onChange={(event) => form.setField('product_name', event.target.value)}
      />
    </FieldItem>
  );
}

/** The type of the product; "Something else" takes a name of its own. */
export function SubcategoryField({ onSelect }: { onSelect?: (subcategory: Subcategory) => void }) {
  const { form, plan } = useProductFormContext();
  const field = useProductField('subcategory');
  const custom = useProductField('custom_subcategory');
  const linkAllowed = planAtLeast(plan, 'PRO');
  const { subcategory } = form.values;
  return (
    <>
      <FieldItem path="subcategory" label="Type" required>
        <Select
          id={field.id}
          aria-invalid={field.invalid}
          placeholder="Choose a type"
          value={subcategory || undefined}
          onChange={(value: Subcategory) =>
            onSelect ? onSelect(value) : form.setField('subcategory', value)
          }
          options={SUBCATEGORIES.map((value) => ({
            value,
            label:
              value === EXTERNAL_LINK && !linkAllowed
                ? `${SUBCATEGORY_LABELS[value]} (Pro plan)`
                : SUBCATEGORY_LABELS[value],
            disabled: value === EXTERNAL_LINK && !linkAllowed && subcategory !== EXTERNAL_LINK,
          }))}
        />
      </FieldItem>
      {subcategory === SOMETHING_ELSE ? (
        <FieldItem path="custom_subcategory" label="Category name">
          <Input
            id={custom.id}
            aria-invalid={custom.invalid}
            maxLength={100}
            placeholder="e.g. Experiences"
            value={form.values.custom_subcategory}
            onChange={(event) => form.setField('custom_subcategory', event.target.value)}
          />
        </FieldItem>
      ) : null}
    </>
  );
}

export function ImageField() {
  const { form } = useProductFormContext();
  const field = useProductField('image');
  return (
    <FieldItem path="image" label="Image" required>
      <ImageUpload
        id={field.id}
        aspect={4 / 3}
        label="Product image"
        value={form.values.image || null}
        onChange={(url) => form.setField('image', url ?? '')}
      />
    </FieldItem>
  );
}

export function DescriptionField() {
  const { form } = useProductFormContext();
  const field = useProductField('description');
  const isLink = form.values.availability === 'link';
  return (
    <FieldItem path="description" label="Description" required={!isLink}>
      <Input.TextArea
        id={field.id}
        aria-invalid={field.invalid}
        maxLength={PRODUCT_LIMITS.description}
        showCount
        autoSize={{ minRows: 3, maxRows: 10 }}
        placeholder="What guests get, and why they will love it."
        value={form.values.description}
        onChange={(event) => form.setField('description', event.target.value)}
      />
    </FieldItem>
  );
}

export function InstructionsField() {
  const { form } = useProductFormContext();
  const field = useProductField('instructions');
  return (
    <FieldItem
      path="instructions"
      label="Instructions for guests after purchase"
      extra="Sent to the guest with the receipt."
    >
      <Input.TextArea
        id={field.id}
        aria-invalid={field.invalid}
        maxLength={PRODUCT_LIMITS.instructions}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="e.g. The firewood will be stacked by the back door."
        value={form.values.instructions}
        onChange={(event) => form.setField('instructions', event.target.value)}
      />
    </FieldItem>
  );
}

/** Items an Airbnb guest may pay through the booking platform's resolution center. */
export function OffPlatformFields() {
  const { form } = useProductFormContext();
  const field = useProductField('instructions_off_platform');
  const on = form.values.is_purchasable_off_platform;
  return (
    <>
      <FieldItem path="is_purchasable_off_platform" noLabelFor>
        <Checkbox
          checked={on}
          onChange={(event) => form.setField('is_purchasable_off_platform', event.target.checked)}
        >
          Purchasable off-platform (Airbnb Resolution Center)
        </Checkbox>
      </FieldItem>
      {on ? (
        <FieldItem
          path="instructions_off_platform"
          label="Instructions for Airbnb guests"
          extra="Left empty, guests read the default text shown here."
        >
          <Input.TextArea
            id={field.id}
            aria-invalid={field.invalid}
            maxLength={PRODUCT_LIMITS.instructions}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={defaultOffPlatformInstructions}
            value={form.values.instructions_off_platform}
            onChange={(event) => form.setField('instructions_off_platform', event.target.value)}
          />
        </FieldItem>
      ) : null}
    </>
  );
}

interface DetailsFieldsProps {
  /** Show the type select (the edit modal, and the wizard in quick mode). */
  withSubcategory?: boolean;
  onSubcategorySelect?: (subcategory: Subcategory) => void;
  /** Show the off-platform flag and its instructions (the edit modal). */
  withOffPlatform?: boolean;
}

/** "Tell guests": what guests read about the product. */
export function DetailsFields({
  withSubcategory,
  withOffPlatform,
  onSubcategorySelect,
}: DetailsFieldsProps) {
  return (
    <>
      <NameField />
      <PriceFields />
      {withSubcategory ? <SubcategoryField onSelect={onSubcategorySelect} /> : null}
      <DescriptionField />
      <InstructionsField />
      <ImageField />
      {withOffPlatform ? <OffPlatformFields /> : null}
    </>
  );
}
