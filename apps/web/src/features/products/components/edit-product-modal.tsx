import { useId, useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import type { Plan } from '@stayfront/core';
import { App, Button, Dropdown, Flex, Form, Modal, Space, Tabs, theme } from 'antd';
import { isProductGone, useUpdateProduct } from '../api/update-product';
import { sectionHasVisibleErrors, useProductForm } from '../hooks/use-product-form';
import type { Product } from '../types/product';
import {
  PRODUCT_SECTION_LABELS,
  sectionOf,
  toProductPayload,
  valuesFromProduct,
  type ProductSection,
} from '../utils/product-form';
import { describeSaveError } from '../utils/submit-errors';
import { DetailsFields } from './product-form/details-fields';
import { ProductFormProvider } from './product-form/product-form-context';
import { SettingsFields } from './product-form/settings-fields';

export type EditSaveAction = 'save' | 'massUpdate' | 'massCreate';

export const EDIT_SAVE_LABELS: Record<EditSaveAction, string> = {
  save: 'Save changes',
  massUpdate: 'Save and update tile in all stores',
  massCreate: 'Save changes and add tile to all stores',
};

/** Save changes, plus the one mass action that fits: update the group, or add the tile. */
export function editSaveActions(product: Pick<Product, 'product_group_id'>): EditSaveAction[] {
  return ['save', product.product_group_id ? 'massUpdate' : 'massCreate'];
}

const CONFIRM_TEXT: Record<Exclude<EditSaveAction, 'save'>, { title: string; content: string }> = {
  massUpdate: {
    title: 'Update this tile in all stores?',
    content: 'These changes will be saved to this product in every store that has it.',
  },
  massCreate: {
    title: 'Add this tile to all stores?',
    content: 'The product will be saved and added to every one of your stores that lacks it.',
  },
};

export const PRODUCT_GONE_TOAST =
  'This product no longer exists. It may have been deleted in another tab, so your changes were not saved.';

export const TAB_ERROR_TOAST = (section: ProductSection) =>
  `There is an error in the ${PRODUCT_SECTION_LABELS[section]} tab`;

interface EditProductFormProps {
  product: Product;
  storeId: string;
  plan: Plan;
  currency: string;
  onClose: () => void;
}

function EditProductForm({ product, storeId, plan, currency, onClose }: EditProductFormProps) {
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const formId = useId();
  const form = useProductForm(() => valuesFromProduct(product), {
    plan,
    originalCategory: product.category,
  });
  const [tab, setTab] = useState<ProductSection>('description');
  const [action, setAction] = useState<EditSaveAction>('save');
  const update = useUpdateProduct(storeId);
  const actions = editSaveActions(product);
  // The version this form was filled from: the list may refresh the product under the open form,
  // and a save must still not put this form's older fields over the newer product.
  const [openedVersion] = useState(product.edit_version);

  const save = async (chosen: EditSaveAction) => {
    const { values } = form;
    try {
      const saved = await update.mutateAsync({
        productId: product.id,
        product: toProductPayload(values, product.category),
        massCreate: chosen === 'massCreate',
        massUpdate: chosen === 'massUpdate',
        editVersion: openedVersion,
      });
      if (chosen === 'massCreate' && saved.added_to_stores === 0) {
        void message.warning(
          'Product successfully updated, but tile cannot be added to all stores because it is already in all stores.',
        );
      } else if (chosen === 'massCreate') {
        void message.success('Product successfully updated and tile added to all stores!');
      } else if (chosen === 'massUpdate') {
        void message.success('Product successfully updated in all stores!');
      } else {
        void message.success('Product successfully updated!');
      }
      // Spec section 4: after a save the action and the tab start over.
      setAction('save');
      setTab('description');
      onClose();
    } catch (error) {
      if (isProductGone(error)) {
        // Nothing left to save to: the form closes and the list drops the card.
        void message.error(PRODUCT_GONE_TOAST);
        onClose();
        return;
      }
      const { toasts, fields } = describeSaveError(error);
      form.setServerErrors(fields);
      for (const text of toasts) void message.error(text);
      const first = Object.keys(fields)[0];
      if (first) setTab(sectionOf(first));
    }
  };

  const submit = () => {
    const errors = form.reveal(['description', 'settings']);
    const failing = (['description', 'settings'] as const).filter((section) =>
      Object.keys(errors).some((path) => sectionOf(path) === section),
    );
    if (failing.length) {
      for (const section of failing) {
        void message.error({ content: TAB_ERROR_TOAST(section), duration: 5 });
      }
      if (!failing.includes(tab)) setTab(failing[0]!);
      return;
    }
    if (action === 'save') {
      void save(action);
      return;
    }
    const text = CONFIRM_TEXT[action];
    modal.confirm({
      title: text.title,
      content: text.content,
      okText: EDIT_SAVE_LABELS[action],
      cancelText: 'Cancel',
      onOk: () => save(action),
    });
  };

  const tabLabel = (section: ProductSection) => {
    const failing = sectionHasVisibleErrors(form.visibleErrors, section);
    return (
      <span
        style={failing ? { color: token.colorError } : undefined}
        data-error={failing || undefined}
      >
        {PRODUCT_SECTION_LABELS[section]}
        {failing ? <span className="visually-hidden"> (has errors)</span> : null}
      </span>
    );
  };

  return (
    <ProductFormProvider value={{ form, formId, plan, currency }}>
      <Form layout="vertical" component="div" requiredMark="optional">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as ProductSection)}
          items={[
            {
              key: 'description',
              label: tabLabel('description'),
              children: <DetailsFields withSubcategory withOffPlatform />,
            },
            { key: 'settings', label: tabLabel('settings'), children: <SettingsFields /> },
          ]}
        />
      </Form>
      <Flex justify="flex-end" gap={8} wrap style={{ marginTop: 8 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Space.Compact>
          <Button type="primary" loading={update.isPending} onClick={submit}>
            {EDIT_SAVE_LABELS[action]}
          </Button>
          <Dropdown
            trigger={['click']}
            placement="topRight"
            menu={{
              selectable: true,
              selectedKeys: [action],
              items: actions.map((key) => ({ key, label: EDIT_SAVE_LABELS[key] })),
              onClick: ({ key }) => setAction(key as EditSaveAction),
            }}
          >
            <Button
              type="primary"
              icon={<DownOutlined />}
              aria-label="Choose how to save"
              disabled={update.isPending}
            />
          </Dropdown>
        </Space.Compact>
      </Flex>
    </ProductFormProvider>
  );
}

interface EditProductModalProps extends Omit<EditProductFormProps, 'product'> {
  product: Product | null;
}

/** The edit modal: "Product description" and "Product settings" tabs, and the save menu. */
export function EditProductModal({ product, ...props }: EditProductModalProps) {
  return (
    <Modal
      open={product != null}
      title={product ? `Edit ${product.product_name}` : 'Edit product'}
      onCancel={props.onClose}
      footer={null}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {product ? <EditProductForm key={product.id} product={product} {...props} /> : null}
    </Modal>
  );
}
