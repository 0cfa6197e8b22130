import { Fragment } from 'react';
import { splitLinks } from '@/utils/split-links';

/**
 * Host-written text with its URLs made clickable. The text is rendered as React text nodes and
 * anchors only: markup in it is shown as typed, never interpreted.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.type === 'link' ? (
          <a
            key={index}
            className="inline-link"
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
