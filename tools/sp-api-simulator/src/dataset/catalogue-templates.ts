import type { SimulatorRegion } from '../types.ts';

/**
 * The products each region's seller sells. Titles are in the marketplace languages on purpose:
 * accents, umlauts, an en dash (a Cp1252-only character) and Japanese text make the charset of a
 * report document matter to whoever parses it.
 */
export type Language = 'en' | 'de' | 'fr' | 'it' | 'es' | 'ja';
export type VariantKind = 'colour' | 'size' | 'pack';

export interface ProductTemplate {
  code: string;
  title: string;
  language: Language;
  priceUsd: number;
  /** Cubic feet per unit, for the inventory report's per-unit-volume. */
  volume: number;
  variants: VariantKind;
}

interface Variant {
  code: string;
  labels: Record<Language, string>;
}

export const VARIANTS: Record<VariantKind, readonly Variant[]> = {
  colour: [
    {
      code: 'BLK',
      labels: { en: 'Black', de: 'Schwarz', fr: 'Noir', it: 'Nero', es: 'Negro', ja: 'ブラック' },
    },
    {
      code: 'WHT',
      labels: { en: 'White', de: 'Weiß', fr: 'Blanc', it: 'Bianco', es: 'Blanco', ja: 'ホワイト' },
    },
    {
      code: 'GRN',
      labels: { en: 'Green', de: 'Grün', fr: 'Vert', it: 'Verde', es: 'Verde', ja: 'グリーン' },
    },
  ],
  size: [
    {
      code: 'S',
      labels: { en: 'Small', de: 'Größe S', fr: 'Taille S', it: 'Taglia S', es: 'Talla S', ja: 'Sサイズ' },
    },
    {
      code: 'M',
      labels: { en: 'Medium', de: 'Größe M', fr: 'Taille M', it: 'Taglia M', es: 'Talla M', ja: 'Mサイズ' },
    },
    {
      code: 'L',
      labels: { en: 'Large', de: 'Größe L', fr: 'Taille L', it: 'Taglia L', es: 'Talla L', ja: 'Lサイズ' },
    },
  ],
  pack: [
    {
      code: 'P1',
      labels: {
        en: 'Pack of 1',
        de: '1er-Pack',
        fr: 'Lot de 1',
        it: 'Confezione da 1',
        es: 'Pack de 1',
        ja: '1個入り',
      },
    },
    {
      code: 'P2',
      labels: {
        en: 'Pack of 2',
        de: '2er-Pack',
        fr: 'Lot de 2',
        it: 'Confezione da 2',
        es: 'Pack de 2',
        ja: '2個入り',
      },
    },
    {
      code: 'P4',
      labels: {
        en: 'Pack of 4',
        de: '4er-Pack',
        fr: 'Lot de 4',
        it: 'Confezione da 4',
        es: 'Pack de 4',
        ja: '4個入り',
      },
    },
  ],
};

function product(
  code: string,
  language: Language,
  title: string,
  priceUsd: number,
  volume: number,
  variants: VariantKind,
): ProductTemplate {
  return { code, title, language, priceUsd, volume, variants };
}

export const PRODUCT_TEMPLATES: Record<SimulatorRegion, readonly ProductTemplate[]> = {
  na: [
    product('WB750', 'en', 'Stainless Steel Water Bottle 750ml, Leak-Proof', 24.99, 0.08, 'colour'),
    product('YOGA6', 'en', 'Non-Slip Yoga Mat 6mm', 29.99, 0.35, 'colour'),
    product('KSCALE', 'en', 'Digital Kitchen Scale with LCD Display', 19.99, 0.1, 'colour'),
    product('CAFE', 'en', 'Café Espresso Cups, Porcelain', 22.5, 0.15, 'pack'),
    product('TEE', 'en', 'Organic Cotton T-Shirt', 17.99, 0.05, 'size'),
    product('BENTO', 'en', 'Bento Lunch Box with Cutlery', 21.99, 0.2, 'colour'),
    product('LAMP', 'en', 'USB Rechargeable LED Desk Lamp', 34.99, 0.3, 'colour'),
    product('SOCK', 'en', 'Merino Wool Hiking Socks', 15.99, 0.03, 'size'),
    product('PILLOW', 'en', 'Memory Foam Travel Pillow', 27.99, 0.4, 'colour'),
    product('PINATA', 'es', 'Piñata Party Kit – Fiesta Edition', 18.99, 0.5, 'pack'),
  ],
  eu: [
    product('TRINK', 'de', 'Edelstahl Trinkflasche 750 ml – auslaufsicher', 24.99, 0.08, 'colour'),
    product('WAAGE', 'de', 'Küchenwaage digital, präzise bis 5 kg', 19.99, 0.1, 'colour'),
    product('YOGA', 'de', 'Yogamatte rutschfest, 6 mm', 29.99, 0.35, 'colour'),
    product('TASSE', 'fr', 'Tasses à café en grès', 22.5, 0.15, 'pack'),
    product('ISO', 'fr', 'Bouteille isotherme 500 ml – garde au frais 24 h', 21.99, 0.07, 'colour'),
    product('PRANZO', 'it', 'Porta pranzo in acciaio inossidabile', 21.99, 0.2, 'colour'),
    product('CUCHI', 'es', 'Cuchillo de cocina japonés, 20 cm', 39.99, 0.05, 'pack'),
    product('SOCK', 'en', 'Merino Wool Hiking Socks', 15.99, 0.03, 'size'),
    product('SHIRT', 'de', 'Bio-Baumwoll T-Shirt für Damen', 17.99, 0.05, 'size'),
    product('LAMPE', 'fr', 'Lampe de bureau LED rechargeable, éclairage réglable', 34.99, 0.3, 'colour'),
  ],
  fe: [
    product('SUITO', 'ja', 'ステンレス製 水筒 保温 保冷 ボトル 500ml', 19.99, 0.07, 'colour'),
    product('SCALE', 'ja', 'デジタル キッチンスケール 0.1g単位', 17.99, 0.1, 'colour'),
    product('YOGA', 'ja', 'ヨガマット 滑り止め 6mm', 24.99, 0.35, 'colour'),
    product('BLOCK', 'en', 'Non-Slip Yoga Blocks, Set of 2', 16.99, 0.2, 'colour'),
    product('CUP', 'ja', 'コーヒーカップ 陶器 セット', 22.5, 0.15, 'pack'),
    product('TEE', 'en', 'Organic Cotton T-Shirt', 17.99, 0.05, 'size'),
    product('BENTO', 'ja', 'お弁当箱 2段 ランチボックス', 21.99, 0.2, 'colour'),
    product('LAMP', 'en', 'USB Rechargeable LED Desk Lamp', 34.99, 0.3, 'colour'),
    product('SOCKS', 'ja', '靴下 メリノウール', 15.99, 0.03, 'size'),
    product('PILLOW', 'en', 'Memory Foam Travel Pillow', 27.99, 0.4, 'colour'),
  ],
};

/**
 * A seller whose home site has a catalogue of its own: an Australian seller is in the Far East
 * region but sells in English, in Australian spelling and metric sizes.
 */
export const HOME_SITE_TEMPLATES: Readonly<Record<string, readonly ProductTemplate[]>> = {
  AU: [
    product('DRINK', 'en', 'Stainless Steel Drink Bottle 750 mL – Leak-Proof', 24.99, 0.08, 'colour'),
    product('YOGA', 'en', 'Non-Slip Yoga Mat 6 mm', 29.99, 0.35, 'colour'),
    product('SCALES', 'en', 'Digital Kitchen Scales with LCD Display', 19.99, 0.1, 'colour'),
    product('KEEPCUP', 'en', 'Reusable Coffee Cup, Glass and Cork', 22.5, 0.15, 'pack'),
    product('TEE', 'en', 'Organic Cotton T-Shirt', 17.99, 0.05, 'size'),
    product('LUNCH', 'en', 'Insulated Lunch Box with Cutlery', 21.99, 0.2, 'colour'),
    product('LAMP', 'en', 'USB Rechargeable LED Desk Lamp', 34.99, 0.3, 'colour'),
    product('SOCK', 'en', 'Merino Wool Hiking Socks', 15.99, 0.03, 'size'),
    product('BEACH', 'en', 'Sand-Free Beach Towel, Quick Dry', 27.99, 0.25, 'colour'),
    product('SWIM', 'en', 'Kids Swim Goggles, Anti-Fog', 12.99, 0.04, 'pack'),
  ],
};
