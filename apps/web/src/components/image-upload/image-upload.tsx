import { lazy, Suspense, useEffect, useId, useRef, useState, type JSX } from 'react';
import { DeleteOutlined, PictureOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Flex, Progress, Skeleton, Typography, Upload, type UploadProps } from 'antd';
import {
  checkImageFile,
  IMAGE_TYPES,
  ImageUploadError,
  uploadImage,
  type UploadHandle,
} from './upload-image';

export interface ImageUploadProps {
  /** The current image URL (antd Form passes it). */
  value?: string | null;
  /** Called with the uploaded image's URL, or null when the image is removed. */
  onChange?: (url: string | null) => void;
  /** Width / height of the crop frame and of the preview, e.g. 4 / 3. */
  aspect?: number;
  /** What the image is, e.g. "Photo or logo" (used in the buttons' accessible names). */
  label?: string;
  /** Set by antd Form.Item: lets the field's <label htmlFor> reach the control. */
  id?: string;
}

const ACCEPT = IMAGE_TYPES.join(',');

/** The crop dialog's zoom buttons carry only a glyph: give them names screen readers can say. */
export function labelZoomButtons(root: ParentNode = document) {
  const [zoomOut, zoomIn] = root.querySelectorAll<HTMLButtonElement>(
    '.img-crop-modal .img-crop-control-zoom button',
  );
  for (const [button, label] of [
    [zoomOut, 'Zoom out'],
    [zoomIn, 'Zoom in'],
  ] as const) {
    if (!button) continue;
    button.type = 'button';
    button.setAttribute('aria-label', label);
    button.title = label;
  }
}

// The cropper (with react-easy-crop) is loaded only when an image field is shown.
const ImgCrop = lazy(() => import('antd-img-crop'));

// react-easy-crop's own defaults: its type asks for them once any of its props is given.
const CROPPER_DEFAULTS = {
  zoomSpeed: 1,
  restrictPosition: true,
  style: {},
  mediaProps: {},
  cropperProps: {},
};

/**
 * An image field: pick a JPG or PNG (under 7 MB), crop it, upload it, and get its URL back.
 * Works as an antd Form control (value / onChange).
 */
export function ImageUpload({
  value,
  onChange,
  aspect = 1,
  label = 'Image',
  id,
}: ImageUploadProps) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  // Apply before the picture is laid out in the cropper would crop nothing (a 0 x 0 frame); a
  // large photo on a slow phone takes a moment to decode.
  const [pictureShown, setPictureShown] = useState(false);
  const handle = useRef<UploadHandle | null>(null);
  // Files refused before the crop dialog: the Upload's own check must not report them twice.
  const refused = useRef(new WeakSet<object>());
  const hintId = useId();

  useEffect(() => () => handle.current?.abort(), []);

  const refuse = (file: object, text: string) => {
    refused.current.add(file);
    void message.error(text);
  };

  const beforeCrop = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      refuse(file, problem);
      return false;
    }
    setPictureShown(false);
    return true;
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (refused.current.has(file)) return Upload.LIST_IGNORE;
    const problem = checkImageFile(file);
    if (problem) {
      refuse(file, problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    handle.current?.abort();
    setPercent(0);
    const current = uploadImage(file as Blob, setPercent);
    handle.current = current;
    current.promise.then(
      (url) => {
        if (handle.current !== current) return;
        handle.current = null;
        setPercent(null);
        onSuccess?.({ url });
        onChange?.(url);
      },
      (error: unknown) => {
        if (handle.current !== current) return;
        handle.current = null;
        setPercent(null);
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const text = error instanceof ImageUploadError ? error.message : String(error);
        onError?.(error instanceof Error ? error : new Error(text));
        void message.error(text);
      },
    );
  };

  const uploading = percent != null;

  const uploadProps: UploadProps = {
    accept: ACCEPT,
    maxCount: 1,
    showUploadList: false,
    beforeUpload,
    customRequest,
    disabled: uploading,
  };

  const cropped = (child: JSX.Element) => (
    <Suspense fallback={<Skeleton.Node active style={{ width: 168, height: 96 }} />}>
      <ImgCrop
        aspect={aspect}
        quality={0.9}
        modalTitle="Crop image"
        modalOk="Apply"
        modalCancel="Cancel"
        beforeCrop={beforeCrop}
        showGrid
        cropperProps={{ ...CROPPER_DEFAULTS, onMediaLoaded: () => setPictureShown(true) }}
        modalProps={{
          afterOpenChange: (open) => open && labelZoomButtons(),
          okButtonProps: { disabled: !pictureShown },
        }}
      >
        {child}
      </ImgCrop>
    </Suspense>
  );

  const hint = (
    <Typography.Text id={hintId} type="secondary" style={{ fontSize: 13 }}>
      JPG or PNG, smaller than 7MB.
    </Typography.Text>
  );

  return (
    <div id={id} className="image-upload" aria-busy={uploading}>
      {value ? (
        <Flex gap={16} align="center" wrap>
          <div
            style={{
              width: 168,
              aspectRatio: String(aspect),
              borderRadius: 8,
              overflow: 'hidden',
              background: '#eef2f1',
              border: '1px solid #e0e6e4',
              flex: 'none',
            }}
          >
            <img
              src={value}
              alt={`${label}: current image`}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </div>
          <Flex vertical gap={8} align="flex-start">
            {cropped(
              <Upload {...uploadProps}>
                <Button
                  icon={<SwapOutlined />}
                  disabled={uploading}
                  aria-label={`Replace ${label.toLowerCase()}`}
                  aria-describedby={hintId}
                >
                  Replace
                </Button>
              </Upload>,
            )}
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={uploading}
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => onChange?.(null)}
            >
              Remove
            </Button>
            {hint}
          </Flex>
        </Flex>
      ) : (
        cropped(
          <Upload.Dragger {...uploadProps}>
            <div style={{ padding: '8px 12px' }}>
              <PictureOutlined aria-hidden="true" style={{ fontSize: 32, color: '#0E7C66' }} />
              <div style={{ marginTop: 8, fontWeight: 500 }}>Upload {label.toLowerCase()}</div>
              <div style={{ color: '#5b6b67', fontSize: 13 }}>
                Click or drag a file here. JPG or PNG, smaller than 7MB.
              </div>
            </div>
          </Upload.Dragger>,
        )
      )}
      {uploading ? (
        <div role="status" style={{ marginTop: 8 }}>
          <Progress
            percent={percent}
            size="small"
            aria-label={`Uploading ${label.toLowerCase()}`}
          />
          <span className="visually-hidden">Uploading {percent}%</span>
        </div>
      ) : null}
    </div>
  );
}
