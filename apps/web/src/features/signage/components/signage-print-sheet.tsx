import { createPortal } from 'react-dom';
import { findSignageDesign, SIGNAGE_PAPERS } from '@stayfront/core';

interface SignagePrintSheetProps {
  imageId: number;
  /** The full-size PNG, base64 encoded. */
  signage: string;
  label: string;
  /** Called once the image is ready to print. */
  onReady: () => void;
}

/**
 * The sign alone, as the print stylesheet shows it: a child of <body> so every other child can be
 * hidden, with the page set to the design's paper and no margins (the sign has its own).
 */
export function SignagePrintSheet({ imageId, signage, label, onReady }: SignagePrintSheetProps) {
  const design = findSignageDesign(imageId);
  const paper = design ? SIGNAGE_PAPERS[design.paper] : SIGNAGE_PAPERS.LETTER;
  const size = `${paper.widthMm}mm ${paper.heightMm}mm`;
  const orientation = design?.orientation === 'landscape' ? ' landscape' : '';
  return createPortal(
    <div className="signage-print" data-testid="signage-print">
      <style>{`@page { size: ${size}${orientation}; margin: 0; }`}</style>
      <img src={`data:image/png;base64,${signage}`} alt={label} onLoad={onReady} />
    </div>,
    document.body,
  );
}
