import { App, Form, Input, Modal, Typography } from 'antd';
import { PARTNER_LABEL, partnerMessages, type CredentialPartner } from '@stayfront/core';
import { getErrorMessage } from '@/lib/api-client';
import { useSaveCredentials, type CredentialsInput } from '../api/partner-credentials';

interface CredentialsModalProps {
  partner: CredentialPartner;
  open: boolean;
  /** Shown above the fields when saved credentials stopped working. */
  notice?: string;
  onClose: () => void;
  onSaved: () => void;
}

const SUCCESS: Record<CredentialPartner, string> = {
  guesty: partnerMessages.tokenSaved,
  guesty_lite: partnerMessages.tokenSaved,
  hostaway: partnerMessages.clientCredentialsSaved,
  lodgify: partnerMessages.apiKeySaved,
};

const FAILURE: Record<CredentialPartner, string> = {
  guesty: partnerMessages.tokenSaveFailed,
  guesty_lite: partnerMessages.tokenSaveFailed,
  hostaway: partnerMessages.credentialsSaveFailed,
  lodgify: partnerMessages.apiKeySaveFailed,
};

/** Asks for a partner's credentials; the API checks them with the partner before saving. */
export function CredentialsModal({
  partner,
  open,
  notice,
  onClose,
  onSaved,
}: CredentialsModalProps) {
  const [form] = Form.useForm<CredentialsInput>();
  const { message } = App.useApp();
  const save = useSaveCredentials(partner);
  const label = PARTNER_LABEL[partner];

  const submit = async (values: CredentialsInput) => {
    try {
      await save.mutateAsync(values);
      void message.success(SUCCESS[partner]);
      form.resetFields();
      onSaved();
    } catch (error) {
      const text = getErrorMessage(error);
      void message.error(text && text !== 'Invalid input.' ? text : FAILURE[partner]);
    }
  };

  return (
    <Modal
      open={open}
      title={`Connect ${label}`}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {notice ? <Typography.Paragraph type="warning">{notice}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {partner === 'hostaway' ? (
          <>
            <Form.Item
              name="accountId"
              label="Account ID"
              rules={[
                { required: true, whitespace: true, message: partnerMessages.accountIdRequired },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="apiKey"
              label="API Key"
              rules={[
                { required: true, whitespace: true, message: partnerMessages.apiKeyRequired },
              ]}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
          </>
        ) : partner === 'lodgify' ? (
          <Form.Item
            name="apiKey"
            label="API Key"
            rules={[{ required: true, whitespace: true, message: partnerMessages.apiKeyRequired }]}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        ) : (
          <>
            {partner === 'guesty' ? (
              <Form.Item
                name="user"
                label="Client ID"
                extra="From your Guesty OAuth application. Leave empty when your token is an access token."
              >
                <Input autoComplete="off" />
              </Form.Item>
            ) : null}
            <Form.Item
              name="integrationToken"
              label="Integration token"
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: partnerMessages.integrationTokenRequired,
                },
              ]}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
