import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// These pages load many antd components; on a busy machine the first render of a file can
// take longer than Testing Library's one second.
configure({ asyncUtilTimeout: 5000 });

// The crop dialog needs a canvas (none in jsdom): the e2e test covers it. Here the Upload is used
// as is, which also spares each test the cropper's lazy load.
vi.mock('antd-img-crop', () => ({
  default: ({ children }: { children: unknown }) => children,
}));
