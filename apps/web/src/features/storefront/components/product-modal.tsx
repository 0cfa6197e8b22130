import { lazy, useState } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import {
  AFFILIATE_PROCESSING_WEEKS,
  earliestDeliveryDate,
  isSingleQuantity,
} from '@stayfront/core';
import { dateInputPattern } from '@stayfront/core/i18n';
import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  useAddToCart,
  useUpdateCartLine,
  QuantityStepper,
  productPriceText,
  type Order,
  type OrderProduct,
} from '@/features/cart';
import { isApiError, getErrorMessage } from '@/lib/api-client';
import { useI18n, type I18n } from '@/lib/i18n';
import { useMediaQuery } from '../hooks/use-media-query';
import type { GuestProduct } from '../types';
import {
  isLinkProduct,
  isOutOfStock,
  isAffiliateProduct,
  noticeDays,
  productBadge,
  productLinkUrl,
} from '../utils/product-display';
import {
  WIRE_DATE_FORMAT,
  initialProductFormValues,
  productFormIssues,
  sameFieldName,
  sanitizeAmount,
  toCartLinePayload,
  toFormFieldName,
  todayIso,
  type ProductFieldName,
  type ProductFormValues,
} from '../utils/product-form';
import { LinkifiedText } from '@/components/linkified-text';

// Only some products have a delivery date or price options: the date picker (with dayjs's
// calendar) and the select load with the first product that shows one.
const DatePicker = lazy(() => import('antd/es/date-picker'));
const Select = lazy(() => import('antd/es/select'));

export interface ProductModalProps {
  storeId: string;
  product: GuestProduct;
  /** The cart line being edited (cartItem in the address), if any. */
  line: OrderProduct | null;
  order: Order | undefined;
  currency: string;
  isPreview: boolean;
  onClose: () => void;
  /** After a successful add or edit (the cart is already refreshed). */
  onSaved: () => void;
  /** A host tried to buy: show the shop-preview modal instead. */
  onPreviewBlocked: () => void;
  onOpenLink: (product: GuestProduct, url: string) => void;
}

/** Spec: View site for links, Save changes when editing in a cart of several items, else Add to cart. */
export function submitLabel(
  product: GuestProduct,
  line: OrderProduct | null,
  order: Pick<Order, 'order_products'> | undefined,
): 'product.submitViewSite' | 'product.submitSave' | 'product.submitAdd' {
  if (isLinkProduct(product)) return 'product.submitViewSite';
  if (line && (order?.order_products.length ?? 0) > 1) return 'product.submitSave';
  return 'product.submitAdd';
}

function optionLabel(
  option: GuestProduct['product_prices'][number],
  currency: string,
  { t, money, time }: I18n,
): string {
  const name = [option.label, time(option.hour_label)].filter(Boolean).join(' ');
  return t('product.optionPrice', {
    name: name || t('product.option'),
    price: money(option.price, currency),
  });
}

const FORM_ID = 'sf-product-form';

/** The product modal: what the product is, and the form that puts it in the cart. */
export function ProductModal({
  storeId,
  product,
  line,
  order,
  currency,
  isPreview,
  onClose,
  onSaved,
  onPreviewBlocked,
  onOpenLink,
}: ProductModalProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [form] = Form.useForm<ProductFormValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const isPhone = useMediaQuery('(max-width: 575px)');
  const add = useAddToCart(storeId);
  const update = useUpdateCartLine(storeId);
  const saving = add.isPending || update.isPending;

  const today = todayIso();
  const earliest = earliestDeliveryDate(product.preorder_by, today);
  const badge = productBadge(product);
  const linkUrl = productLinkUrl(product);
  const isLink = isLinkProduct(product);
  const notice = noticeDays(product.preorder_by);
  const soldOut = !line && isOutOfStock(product);
  const label = t(submitLabel(product, line, order));

  const quantity = Form.useWatch('quantity', form) ?? line?.quantity ?? 1;
  const stockLimit = product.has_quantity ? (product.quantity ?? 0) : Infinity;
  const plusDisabled = isSingleQuantity(product) || quantity >= stockLimit;

  /** A form rule that asks the shared cart rules about one field. */
  const ruleFor = (name: ProductFieldName) => ({
    validator: () => {
      const issue = productFormIssues(product, form.getFieldsValue(true), today).find((item) =>
        sameFieldName(item.name, name),
      );
      return issue ? Promise.reject(new Error(i18n.message(issue.message))) : Promise.resolve();
    },
  });

  const save = async (values: ProductFormValues) => {
    setServerError(null);
    const payload = toCartLinePayload(product, { ...form.getFieldsValue(true), ...values });
    try {
      if (line) await update.mutateAsync({ orderProductId: line.id, payload });
      else await add.mutateAsync(payload);
      onSaved();
    } catch (error) {
      if (!isApiError(error)) {
        setServerError(i18n.message(getErrorMessage(error)));
        return;
      }
      if (error.status === 403) {
        onPreviewBlocked();
        return;
      }
      let placed = false;
      for (const [field, list] of Object.entries(error.fieldErrors)) {
        const name = toFormFieldName(field);
        if (name && list[0]) {
          form.setFields([{ name, errors: [i18n.message(list[0])] }]);
          placed = true;
        }
      }
      // Spec section 8: the message, or the first non_field_errors entry.
      const general = error.nonFieldErrors[0] ?? (placed ? null : error.message);
      setServerError(general == null ? null : i18n.message(general));
    }
  };

  const footer = isLink ? (
    linkUrl ? (
      <Button
        type="primary"
        block={isPhone}
        href={linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onOpenLink(product, linkUrl)}
      >
        {label}
      </Button>
    ) : null
  ) : isPreview ? (
    <Button type="primary" block={isPhone} onClick={onPreviewBlocked}>
      {label}
    </Button>
  ) : (
    <Button
      type="primary"
      block={isPhone}
      htmlType="submit"
      form={FORM_ID}
      loading={saving}
      disabled={soldOut}
    >
      {label}
    </Button>
  );

  return (
    <Modal
      open
      title={product.product_name}
      onCancel={onClose}
      footer={footer}
      width={720}
      wrapClassName="sf-product-modal"
      destroyOnHidden
    >
      <div className="sf-product">
        <div className="sf-product__media">
          {product.image ? (
            <img src={product.image} alt="" className="sf-product__image" />
          ) : (
            <div className="sf-product__image sf-card__image--empty" aria-hidden="true" />
          )}
        </div>
        <div className="sf-product__details">
          <div className="sf-product__meta">
            {badge ? <span className="sf-badge">{t(badge)}</span> : null}
            {isLink && product.price_type === 'static' && product.price === 0 ? null : (
              <span className="sf-product__price">{productPriceText(product, currency, i18n)}</span>
            )}
          </div>
          {product.description ? (
            <p className="sf-product__description">
              <LinkifiedText text={product.description} />
            </p>
          ) : null}
          {notice ? (
            <p className="sf-notice sf-product__notice">
              <ClockCircleOutlined aria-hidden="true" />
              <span>{t('product.notice', { days: notice })}</span>
            </p>
          ) : null}
          {isAffiliateProduct(product) ? (
            <p className="sf-notice sf-product__notice">
              <ClockCircleOutlined aria-hidden="true" />
              <span>{t('product.affiliateNotice', { weeks: AFFILIATE_PROCESSING_WEEKS })}</span>
            </p>
          ) : null}
          {soldOut ? (
            <Alert type="warning" showIcon title={t('product.outOfStockMessage')} />
          ) : null}
          {serverError ? (
            <Alert
              type="error"
              showIcon
              title={serverError}
              role="alert"
              className="sf-product__error"
            />
          ) : null}
          {isLink ? null : (
            <Form<ProductFormValues>
              id={FORM_ID}
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={initialProductFormValues(product, line)}
              onFinish={(values) => void save(values)}
              onValuesChange={() => setServerError(null)}
              className="sf-product__form"
            >
              {product.show_delivery_date ? (
                <Form.Item
                  name="delivery_date"
                  label={t('product.deliveryDate')}
                  required
                  rules={[ruleFor('delivery_date')]}
                >
                  <DatePicker
                    format={dateInputPattern(i18n.locale)}
                    placeholder={dateInputPattern(i18n.locale)}
                    inputReadOnly={isPhone}
                    style={{ width: '100%' }}
                    disabledDate={(date: Dayjs) =>
                      earliest != null && date.format(WIRE_DATE_FORMAT) < earliest
                    }
                  />
                </Form.Item>
              ) : null}
              {product.price_type === 'variable' ? (
                <Form.Item
                  name="price"
                  label={t('product.paymentAmount')}
                  required
                  extra={t('product.variableHint')}
                  normalize={(value: string) => sanitizeAmount(value ?? '')}
                  rules={[ruleFor('price')]}
                >
                  <Input prefix="$" inputMode="decimal" autoComplete="off" placeholder="0.00" />
                </Form.Item>
              ) : null}
              {product.price_type === 'multiple' ? (
                <Form.Item
                  name="product_price_id"
                  label={t('product.option')}
                  required
                  rules={[ruleFor('product_price_id')]}
                >
                  <Select
                    placeholder={t('product.selectAnOption')}
                    options={product.product_prices.map((option) => ({
                      value: option.id,
                      label: optionLabel(option, currency, i18n),
                    }))}
                  />
                </Form.Item>
              ) : null}
              <Form.Item label={t('product.quantity')} required>
                <Form.Item name="quantity" noStyle rules={[ruleFor('quantity')]}>
                  <QuantityControl
                    label={t('product.quantity')}
                    plusDisabled={plusDisabled}
                    disabled={soldOut}
                  />
                </Form.Item>
              </Form.Item>
              {product.extra_fields.map((field) => (
                <Form.Item
                  key={field.id}
                  name={['extra', field.id]}
                  label={field.label}
                  required
                  rules={[ruleFor(['extra', field.id])]}
                >
                  <Input maxLength={1000} />
                </Form.Item>
              ))}
              <Form.Item name="note" label={t('product.additionalNotes')}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
              </Form.Item>
              {product.is_preorder ? (
                <Form.Item name="agreement" valuePropName="checked" rules={[ruleFor('agreement')]}>
                  <Checkbox>{t('product.preorderAgreement')}</Checkbox>
                </Form.Item>
              ) : null}
            </Form>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The quantity stepper as a form control (Form.Item passes value and onChange). */
function QuantityControl({
  value = 1,
  onChange,
  label,
  plusDisabled,
  disabled,
}: {
  value?: number;
  onChange?: (value: number) => void;
  label: string;
  plusDisabled: boolean;
  disabled: boolean;
}) {
  return (
    <QuantityStepper
      value={value}
      label={label}
      minusDisabled={disabled || value <= 1}
      plusDisabled={disabled || plusDisabled}
      onDecrement={() => onChange?.(Math.max(1, value - 1))}
      onIncrement={() => onChange?.(value + 1)}
    />
  );
}
