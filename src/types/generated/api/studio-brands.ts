/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/studio-brands.json. */
// The brands whose look the form studio's preview may take (issue 13 item 3: a chosen brand's look).

import type { Id } from './common';

/** What a brand's screens look like (the theme fields of schemas/brands/brands.json: colours, fonts, logo and favicon) and its white-label id; contacts, sub-domains and footer texts are left out. */
export interface BrandLook {
  WhiteLabelId: Id;
  name: string;
  code: string;
  readable: string;
  logo: string;
  logoType: 'svg' | 'png' | 'jpg' | 'webp';
  colourPrimary: string;
  colourSecondary: string;
  colourLight: string;
  colourLighter: string;
  buttonColour: string;
  buttonBgColour: string;
  colourTitle: string;
  bgColourPrimary: string;
  bgColourSecondary: string;
  fontPrimary: string;
  fontSecondary: string;
  fontURL: string;
  favicon: string;
}

/** The brands the caller may preview in: their own brand (the host's), or every brand for the white-label master, in the catalogue's order. */
export interface BrandLooks {
  /** The caller's brand (the host's): the look the preview starts in. */
  OwnWhiteLabelId: Id;
  Brands: BrandLook[];
}
