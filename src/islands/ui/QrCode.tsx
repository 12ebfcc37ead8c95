import { useMemo, type ReactNode } from 'react';
import { qrGeometry, type QrEcc } from '../../lib/qr/qr-code.ts';

/** Props of QrCode. */
export interface QrCodeProps {
  /** What the code encodes. */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  ecc?: QrEcc;
  className?: string | undefined;
}

/** A QR code as inline SVG elements (a rect and one path computed from `value`; no injected markup). */
export function QrCode({ value, label, size = 180, ecc = 'M', className }: QrCodeProps): ReactNode {
  const geometry = useMemo(() => qrGeometry(value, ecc), [value, ecc]);
  const side = String(geometry.size);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-qr-content={value}
    >
      <rect width={geometry.size} height={geometry.size} fill="#fff" />
      <path d={geometry.path} fill="#000" />
    </svg>
  );
}
