import { useState } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import {
  AFFILIATE_PROCESSING_WEEKS,
  earliestDeliveryDate,
  isSingleQuantity,
  sanitizeTypedAmount,
} from '@stayfront/core';
import { dateInputPattern } from '@stayfront/core/i18n';
import dayjs from 'dayjs';
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
  toCartLinePayload,
  toFormFieldName,
  todayIso,
  type ProductFieldName,
} from '../utils/product-form';
import { fieldKey, useProductForm } from '../hooks/use-product-form';
import { LinkifiedText } from '@/components/linkified-text';
import {
  GuestAlert,
  GuestButton,
  GuestCheckbox,
  GuestDateInput,
  GuestDialog,
  GuestField,
  GuestInput,
  GuestLinkButton,
  GuestSelect,
  GuestTextArea,
} from '@/features/guest-ui';

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
  // time_label is the kept "14:00:00"; hour_label is already English ("2:00 PM").
  const name = [option.label, time(option.time_label)].filter(Boolean).join(' ');
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
  const [serverError, setServerError] = useState<string | null>(null);
  const isPhone = useMediaQuery('(max-width: 575px)');
  const add = useAddToCart(storeId);
  const update = useUpdateCartLine(storeId);
  const saving = add.isPending || update.isPending;

  const today = todayIso();
  const form = useProductForm(product, line, today);
  const { values, formRef } = form;
  const earliest = earliestDeliveryDate(product.preorder_by, today);
  const badge = productBadge(product);
  const linkUrl = productLinkUrl(product);
  const isLink = isLinkProduct(product);
  const notice = noticeDays(product.preorder_by);
  const soldOut = !line && isOutOfStock(product);
  const label = t(submitLabel(product, line, order));

  const stockLimit = product.has_quantity ? (product.quantity ?? 0) : Infinity;
  const plusDisabled = isSingleQuantity(product) || values.quantity >= stockLimit;

  const fieldId = (name: ProductFieldName) => `sf-product-${fieldKey(name)}`;
  const errorOf = (name: ProductFieldName) => {
    const error = form.errorOf(name);
    return error == null ? null : i18n.message(error);
  };
  const change: typeof form.change = (name, patch) => {
    setServerError(null);
    form.change(name, patch);
  };

  const save = async () => {
    setServerError(null);
    const payload = toCartLinePayload(product, values);
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
      const placed: [ProductFieldName, string][] = [];
      for (const [field, list] of Object.entries(error.fieldErrors)) {
        const name = toFormFieldName(field);
        if (name && list[0]) placed.push([name, list[0]]);
      }
      if (placed.length > 0) form.showErrors(placed);
      // Spec section 8: the message, or the first non_field_errors entry.
      const general = error.nonFieldErrors[0] ?? (placed.length > 0 ? null : error.message);
      setServerError(general == null ? null : i18n.message(general));
    }
  };

  const submit = () => {
    if (form.validate()) void save();
  };

  const footer = isLink ? (
    linkUrl ? (
      <GuestLinkButton
        variant="solid"
        block={isPhone}
        href={linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onOpenLink(product, linkUrl)}
      >
        {label}
      </GuestLinkButton>
    ) : null
  ) : isPreview ? (
    <GuestButton variant="solid" block={isPhone} onClick={onPreviewBlocked}>
      {label}
    </GuestButton>
  ) : (
    <GuestButton
      variant="solid"
      block={isPhone}
      type="submit"
      form={FORM_ID}
      loading={saving}
      disabled={soldOut}
    >
      {label}
    </GuestButton>
  );

  return (
    <GuestDialog
      open
      title={product.product_name}
      onClose={onClose}
      footer={footer}
      width={720}
      className="sf-product-modal"
      returnFocus={false}
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
            <GuestAlert
              type="warning"
              title={t('product.outOfStockMessage')}
              className="sf-product__notice"
            />
          ) : null}
          {serverError ? (
            <GuestAlert
              type="error"
              title={serverError}
              role="alert"
              className="sf-product__error"
            />
          ) : null}
          {isLink ? null : (
            <form
              id={FORM_ID}
              ref={formRef}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              className="sf-product__form"
            >
              {product.show_delivery_date ? (
                <GuestField
                  id={fieldId('delivery_date')}
                  label={t('product.deliveryDate')}
                  error={errorOf('delivery_date')}
                  required
                >
                  {(control) => (
                    <GuestDateInput
                      {...control}
                      value={values.delivery_date?.format(WIRE_DATE_FORMAT) ?? null}
                      onChange={(iso) =>
                        change('delivery_date', { delivery_date: iso ? dayjs(iso) : null })
                      }
                      pattern={dateInputPattern(i18n.locale)}
                      readOnly={isPhone}
                      today={today}
                      isDisabled={(iso) => earliest != null && iso < earliest}
                    />
                  )}
                </GuestField>
              ) : null}
              {product.price_type === 'variable' ? (
                <GuestField
                  id={fieldId('price')}
                  label={t('product.paymentAmount')}
                  error={errorOf('price')}
                  hint={t('product.variableHint')}
                  required
                >
                  {(control) => (
                    <GuestInput
                      {...control}
                      prefix="$"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0.00"
                      value={values.price}
                      onChange={(event) =>
                        change('price', { price: sanitizeTypedAmount(event.target.value) })
                      }
                    />
                  )}
                </GuestField>
              ) : null}
              {product.price_type === 'multiple' ? (
                <GuestField
                  id={fieldId('product_price_id')}
                  label={t('product.option')}
                  error={errorOf('product_price_id')}
                  required
                >
                  {(control) => (
                    <GuestSelect
                      {...control}
                      placeholder={t('product.selectAnOption')}
                      value={values.product_price_id}
                      onChange={(id) => change('product_price_id', { product_price_id: id })}
                      options={product.product_prices.map((option) => ({
                        value: option.id,
                        label: optionLabel(option, currency, i18n),
                      }))}
                    />
                  )}
                </GuestField>
              ) : null}
              <div className="gu-field">
                <span className="gu-field__label" aria-hidden="true">
                  {t('product.quantity')}
                </span>
                <QuantityStepper
                  id={fieldId('quantity')}
                  value={values.quantity}
                  label={t('product.quantity')}
                  minusDisabled={soldOut || values.quantity <= 1}
                  plusDisabled={soldOut || plusDisabled}
                  onDecrement={() =>
                    change('quantity', { quantity: Math.max(1, values.quantity - 1) })
                  }
                  onIncrement={() => change('quantity', { quantity: values.quantity + 1 })}
                />
                {errorOf('quantity') ? (
                  <p className="gu-field__error" role="alert">
                    {errorOf('quantity')}
                  </p>
                ) : null}
              </div>
              {product.extra_fields.map((field) => (
                <GuestField
                  key={field.id}
                  id={fieldId(['extra', field.id])}
                  label={field.label}
                  error={errorOf(['extra', field.id])}
                  required
                >
                  {(control) => (
                    <GuestInput
                      {...control}
                      maxLength={1000}
                      value={values.extra[field.id] ?? ''}
                      onChange={(event) =>
                        change(['extra', field.id], {
                          extra: { ...values.extra, [field.id]: event.target.value },
                        })
                      }
                    />
                  )}
                </GuestField>
              ))}
              <GuestField id={fieldId('note')} label={t('product.additionalNotes')}>
                {(control) => (
                  <GuestTextArea
                    {...control}
                    maxLength={1000}
                    value={values.note}
                    onChange={(event) => change('note', { note: event.target.value })}
                  />
                )}
              </GuestField>
              {product.is_preorder ? (
                <div className="gu-field">
                  <GuestCheckbox
                    id={fieldId('agreement')}
                    checked={values.agreement}
                    aria-invalid={errorOf('agreement') ? true : undefined}
                    aria-describedby={
                      errorOf('agreement') ? `${fieldId('agreement')}-error` : undefined
                    }
                    onChange={(event) => change('agreement', { agreement: event.target.checked })}
                  >
                    {t('product.preorderAgreement')}
                  </GuestCheckbox>
                  {errorOf('agreement') ? (
                    <p
                      id={`${fieldId('agreement')}-error`}
                      className="gu-field__error"
                      role="alert"
                    >
                      {errorOf('agreement')}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </form>
          )}
        </div>
      </div>
    </GuestDialog>
  );
}
