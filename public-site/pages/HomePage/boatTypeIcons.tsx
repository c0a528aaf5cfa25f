import type { ReactNode } from 'react';
import type { ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';

/** One line drawing per product type, on a 48 px grid with the water at the bottom. */
const DRAWINGS: Record<ProductTypeKey, ReactNode> = {
  sailboat: (
    <>
      <path d="M9 33h30l-5 6H14z" />
      <path d="M24 7v26M26 9l11 20H26zM22 13l-8 16h8z" />
    </>
  ),
  catamaran: (
    <>
      <path d="M6 34h14l-2 5h-10zM28 34h14l-2 5h-10zM8 31h32" />
      <path d="M24 7v24M26 9l10 19H26zM22 13l-7 15h7z" />
    </>
  ),
  gulet: (
    <>
      <path d="M5 29h38l-6 10H10zM43 29l3-4" />
      <path d="M17 9v20M31 11v18M19 11l8 14h-8zM33 13l7 12h-7z" />
    </>
  ),
  houseboat: (
    <>
      <path d="M6 33h36l-3 6H9z" />
      <path d="M12 33V23h24v10M9 23l15-8 15 8M17 26h5v4h-5zM27 26h5v4h-5z" />
    </>
  ),
  jetSki: (
    <>
      <path d="M6 34c8 4 28 4 36-1l-4-4H19l-5-3H8z" />
      <path d="M23 29l4-8h5M14 29h7" />
    </>
  ),
  motorboat: (
    <>
      <path d="M5 31h38l-7 8H11z" />
      <path d="M15 31l4-7h11l4 7M21 27h8" />
    </>
  ),
  motorYacht: (
    <>
      <path d="M4 30h40l-7 9H10z" />
      <path d="M10 30v-6h26l4 6M16 24v-5h14l3 5M14 27h4M22 27h4M30 27h4" />
    </>
  ),
  rib: (
    <>
      <path d="M9 32h27c4 0 6 2 6 4.5S40 40 36 40H12c-2 0-3-1.5-3-3z" />
      <path d="M21 32v-6h6v6M9 30v10M6 30h3" />
    </>
  ),
  sailYacht: (
    <>
      <path d="M6 32h36l-5 7H12z" />
      <path d="M22 4v28M24 6l14 24H24zM20 9L10 30h10z" />
    </>
  ),
  withoutLicense: (
    <>
      <path d="M10 33h26l-3 6H13zM36 30v9" />
      <path d="M15 33v-8M29 33v-8M12 25h20" />
      <circle cx="36" cy="12" r="4" />
    </>
  ),
  yacht: (
    <>
      <path d="M3 31h42l-8 8H9z" />
      <path d="M12 31l3-6h20l5 6M18 25l2-4h10l3 4M25 21v-4" />
    </>
  ),
};

export function BoatTypeIcon({ type }: { type: ProductTypeKey }) {
  return (
    <svg
      className="boat-type__icon"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[type]}
      <path d="M4 44c3-2 5-2 8 0s5 2 8 0 5-2 8 0 5 2 8 0 5-2 8 0" opacity="0.5" />
    </svg>
  );
}
