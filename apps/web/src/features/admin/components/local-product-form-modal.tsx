import {
  CATEGORIES,
  LOCAL_PRODUCT_CATEGORIES,
  SUBCATEGORIES,
  ZLocalProductSchema,
} from '@stayfront/core';
import { App, Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateLocalProduct } from '../api/create-local-product';
import { useUpdateLocalProduct } from '../api/update-local-product';
import type { LocalProduct, LocalProductInput } from '../types';
import { checkWithSchema } from '@/lib/schema-errors';
import { SwitchItem } from './switch-item';

/** The form holds the host's commission as a percentage; the API takes a fraction. */
type LocalProductFormValues = Omit<LocalProductInput, 'owner_commission'> & {
  owner_commission_percent: number | null;
};

const EMPTY: LocalProductFormValues = {
  product_name: '',
  description: '',
  image: '',
  category: 'LP',
  subcategory: 'Guest services',
  price: 0,
  merchant_amount: 0,
  owner_commission_percent: 10,
  preorder_by: null,
  requires_approval: true,
  affiliate_link: '',
  instructions: '',
  ships_nationwide: false,
  area_postal_codes: [],
  area_cities: [],
  area_center_postal_code: '',
  area_radius_miles: 0,
  is_active: true,
};

const FIELD_MAP: Record<string, string> = {
  ...Object.fromEntries(Object.keys(EMPTY).map((key) => [key, key])),
  owner_commission: 'owner_commission_percent',
};

function toFormValues(product: LocalProduct): LocalProductFormValues {
  const { owner_commission, ...rest } = product;
  return { ...rest, owner_commission_percent: Math.round(owner_commission * 10_000) / 100 };
}

function toInput(values: LocalProductFormValues): LocalProductInput {
  const { owner_commission_percent, ...rest } = values;
  return {
    ...rest,
    image: rest.image ?? '',
    price: rest.price ?? 0,
    merchant_amount: rest.merchant_amount ?? 0,
    area_radius_miles: rest.area_radius_miles ?? 0,
    owner_commission: (owner_commission_percent ?? 0) / 100,
  };
}

const money = { min: 0, precision: 2, step: 1, prefix: '$', style: { width: '100%' } } as const;

function LocalProductForm({
  merchantId,
  product,
  onClose,
}: {
  merchantId: string;
  product: LocalProduct | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<LocalProductFormValues>();
  const category = Form.useWatch('category', form);
  const nationwide = Form.useWatch('ships_nationwide', form);
  const create = useCreateLocalProduct(merchantId);
  const update = useUpdateLocalProduct(merchantId);
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    const input = toInput({ ...EMPTY, ...form.getFieldsValue(true) } as LocalProductFormValues);
    form.setFields(
      (Object.keys(EMPTY) as (keyof LocalProductFormValues)[]).map((name) => ({
        name,
        errors: [],
      })),
    );
    if (!checkWithSchema(form, ZLocalProductSchema, input, FIELD_MAP)) return;
    try {
      const saved = product
        ? await update.mutateAsync({ ...input, id: product.id })
        : await create.mutateAsync({ ...input, merchantId });
      void message.success(
        `${saved.product_name} saved: offered in ${saved.stores_served} store${saved.stores_served === 1 ? '' : 's'}.`,
      );
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const text of applyFieldErrors(form, error, FIELD_MAP)) void message.error(text);
      } else void message.error(getErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={product ? `Edit ${product.product_name}` : 'Add a local product'}
      okText={product ? 'Save changes' : 'Add product'}
      cancelText="Cancel"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<LocalProductFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={product ? toFormValues(product) : EMPTY}
      >
        <Form.Item name="product_name" label="Name" required>
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="category" label="Category" required>
              <Select
                options={LOCAL_PRODUCT_CATEGORIES.map((value) => ({
                  value,
                  label: CATEGORIES[value],
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="subcategory" label="Type" required>
              <Select options={SUBCATEGORIES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label="Description" required>
          <Input.TextArea maxLength={10000} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="image" label="Image" required>
          <ImageUpload aspect={4 / 3} label="Product image" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="price" label="Price" required>
              <InputNumber {...money} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="merchant_amount" label="Merchant amount" required>
              <InputNumber {...money} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="owner_commission_percent" label="Host commission (%)" required>
              <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="preorder_by"
              label="Notice (days)"
              required={category === 'POLP'}
              extra="Needed for pre-order local products."
            >
              <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <SwitchItem name="requires_approval" label="Requires approval" />
          </Col>
        </Row>
        {category === 'AF' ? (
          <Form.Item name="affiliate_link" label="Affiliate link" required>
            <Input type="url" placeholder="https://" maxLength={254} />
          </Form.Item>
        ) : null}
        <Form.Item name="instructions" label="Instructions for guests after purchase">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>

        <Divider titlePlacement="start" plain>
          Area served
        </Divider>
        <SwitchItem
          name="ships_nationwide"
          label="Ships nationwide"
          extra="Every store in the United States gets the product, also stores imported without an address."
        />
        {nationwide ? null : (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
              Stores get the product when their postal code or city is listed, or when they lie
              within the radius around the ZIP code.
            </Typography.Paragraph>
            <Form.Item name="area_postal_codes" label="Postal codes">
              <Select
                mode="tags"
                tokenSeparators={[',', ' ']}
                placeholder="e.g. 80302"
                open={false}
                suffixIcon={null}
              />
            </Form.Item>
            <Form.Item
              name="area_cities"
              label="Cities"
              extra='Written "City, ST", e.g. "Boulder, CO".'
            >
              <Select
                mode="tags"
                tokenSeparators={[';']}
                placeholder="e.g. Boulder, CO"
                open={false}
                suffixIcon={null}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="area_center_postal_code" label="ZIP code">
                  <Input maxLength={12} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="area_radius_miles" label="Radius (miles)">
                  <InputNumber min={0} max={500} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
        <SwitchItem name="is_active" label="Active" />
      </Form>
    </Modal>
  );
}

interface LocalProductFormModalProps {
  merchantId: string;
  /** The product to edit; null to add one; undefined when closed. */
  product: LocalProduct | null | undefined;
  onClose: () => void;
}

/** Add or edit a merchant's product and the area it serves. */
export function LocalProductFormModal({
  merchantId,
  product,
  onClose,
}: LocalProductFormModalProps) {
  if (product === undefined) return null;
  return (
    <LocalProductForm
      key={product?.id ?? 'new'}
      merchantId={merchantId}
      product={product}
      onClose={onClose}
    />
  );
}
