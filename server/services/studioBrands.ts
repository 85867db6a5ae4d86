/**
 * The brands whose look the form studio's preview may take (issue 13 item 3: "in a chosen brand's
 * look"). A brand's staff preview in their own brand only; the white-label master, who looks after
 * every brand, in any of them. The catalogue has no sub-brands, so "own brand" is exactly one.
 */
import type { Brand } from '@/engine/brands/types';
import { BRAND_ADMIN_ROLES, STUDIO_APPROVER_ROLES, type Role } from '@/engine/session/roles';
import type { BrandLook, BrandLooks } from '@/types/generated/api/studio-brands';

/** Who may ask: everyone the studio page is for — compliance, the white-label master and the brand's admins (decisions.md). */
export const BRAND_LOOK_ROLES: readonly Role[] = [...STUDIO_APPROVER_ROLES, ...BRAND_ADMIN_ROLES];

/** Who previews in every brand's look: the white-label master. */
const ALL_BRANDS_ROLES: readonly string[] = ['whitelabelmaster'];

/** A catalogue entry with its white-label id (server/plugins/brand.ts's ResolvedBrand). */
interface CatalogueEntry {
  brand: Brand;
  whiteLabelId: number;
}

/**
 * A brand's look: the theme fields only (colours, fonts, logo), not its contacts or sub-domains.
 * @param entry - the brand and its white-label id
 * @returns the fields the browser's brand theme is built from
 */
export function brandLookOf({ brand, whiteLabelId }: CatalogueEntry): BrandLook {
  return {
    WhiteLabelId: whiteLabelId,
    name: brand.name,
    code: brand.code,
    readable: brand.readable,
    logo: brand.logo,
    logoType: brand.logoType,
    colourPrimary: brand.colourPrimary,
    colourSecondary: brand.colourSecondary,
    colourLight: brand.colourLight,
    colourLighter: brand.colourLighter,
    buttonColour: brand.buttonColour,
    buttonBgColour: brand.buttonBgColour,
    colourTitle: brand.colourTitle,
    bgColourPrimary: brand.bgColourPrimary,
    bgColourSecondary: brand.bgColourSecondary,
    fontPrimary: brand.fontPrimary,
    fontSecondary: brand.fontSecondary,
    fontURL: brand.fontURL,
    favicon: brand.favicon,
  };
}

/**
 * The brands a staff member may preview forms in.
 * @param catalogue - every brand with its white-label id, in the catalogue's order
 * @param role - the caller's role (already one of BRAND_LOOK_ROLES)
 * @param ownWhiteLabelId - the caller's brand: the host's, which their token is bound to
 * @returns their own brand first chosen, and the brands they may choose in catalogue order
 */
export function brandLooksFor(catalogue: readonly CatalogueEntry[], role: string, ownWhiteLabelId: number): BrandLooks {
  const all = ALL_BRANDS_ROLES.includes(role);
  return {
    OwnWhiteLabelId: ownWhiteLabelId,
    Brands: catalogue.filter((entry) => all || entry.whiteLabelId === ownWhiteLabelId).map(brandLookOf),
  };
}
