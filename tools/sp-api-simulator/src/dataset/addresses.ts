/** Where buyers live (ship-to) and where the sellers ship inbound shipments from. */

export interface Destination {
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

const destination =
  (country: string) =>
  (city: string, state: string, postalCode: string): Destination => ({
    city,
    state,
    postalCode,
    country,
  });

const us = destination('US');
const ca = destination('CA');
const mx = destination('MX');
const gb = destination('GB');
const de = destination('DE');
const fr = destination('FR');
const it = destination('IT');
const es = destination('ES');
const jp = destination('JP');
const au = destination('AU');

export const DESTINATIONS: Readonly<Record<string, readonly Destination[]>> = {
  US: [
    us('SEATTLE', 'WA', '98101'),
    us('AUSTIN', 'TX', '78701'),
    us('COLUMBUS', 'OH', '43215'),
    us('ATLANTA', 'GA', '30303'),
    us('DENVER', 'CO', '80202'),
    us('BROOKLYN', 'NY', '11201'),
    us('SAN JOSE', 'CA', '95112'),
  ],
  CA: [ca('Toronto', 'ON', 'M5V 2T6'), ca('Montréal', 'QC', 'H2X 1Y4'), ca('Vancouver', 'BC', 'V6B 1A1')],
  MX: [
    mx('Ciudad de México', 'CDMX', '06700'),
    mx('Guadalajara', 'Jalisco', '44100'),
    mx('Monterrey', 'Nuevo León', '64000'),
  ],
  GB: [
    gb('London', 'Greater London', 'SW1A 1AA'),
    gb('Manchester', 'Greater Manchester', 'M1 1AE'),
    gb('Leeds', 'West Yorkshire', 'LS1 4DY'),
    gb('Bristol', 'Bristol', 'BS1 4DJ'),
  ],
  DE: [
    de('München', 'Bayern', '80331'),
    de('Köln', 'Nordrhein-Westfalen', '50667'),
    de('Berlin', 'Berlin', '10115'),
    de('Düsseldorf', 'Nordrhein-Westfalen', '40213'),
  ],
  FR: [fr('Paris', 'Île-de-France', '75001'), fr('Lyon', 'Rhône', '69002'), fr('Orléans', 'Loiret', '45000')],
  IT: [it('Milano', 'MI', '20121'), it('Roma', 'RM', '00184'), it('Torino', 'TO', '10121')],
  ES: [
    es('Madrid', 'Madrid', '28013'),
    es('Barcelona', 'Barcelona', '08002'),
    es('Málaga', 'Málaga', '29015'),
  ],
  JP: [
    jp('渋谷区', '東京都', '150-0002'),
    jp('大阪市北区', '大阪府', '530-0001'),
    jp('横浜市西区', '神奈川県', '220-0012'),
    jp('名古屋市中区', '愛知県', '460-0008'),
    jp('福岡市博多区', '福岡県', '812-0011'),
  ],
  AU: [
    au('Sydney', 'NSW', '2000'),
    au('Melbourne', 'VIC', '3000'),
    au('Brisbane', 'QLD', '4000'),
    au('Perth', 'WA', '6000'),
    au('Adelaide', 'SA', '5000'),
  ],
};

export function destinationsIn(country: string): readonly Destination[] {
  return DESTINATIONS[country] ?? [destination(country)('Capital', '', '00000')];
}

export interface ShipFromAddress {
  Name: string;
  AddressLine1: string;
  City: string;
  StateOrProvinceCode: string;
  CountryCode: string;
  PostalCode: string;
}

const SHIP_FROM: Readonly<Record<'na' | 'eu' | 'fe', ShipFromAddress>> = {
  na: {
    Name: 'Simulator Warehouse',
    AddressLine1: '2201 Westlake Ave',
    City: 'Seattle',
    StateOrProvinceCode: 'WA',
    CountryCode: 'US',
    PostalCode: '98121',
  },
  eu: {
    Name: 'Simulator Lager',
    AddressLine1: 'Hafenstraße 12',
    City: 'Hamburg',
    StateOrProvinceCode: 'HH',
    CountryCode: 'DE',
    PostalCode: '20457',
  },
  fe: {
    Name: 'Simulator Souko',
    AddressLine1: '1-2-3 Shibaura',
    City: 'Minato-ku',
    StateOrProvinceCode: 'Tokyo',
    CountryCode: 'JP',
    PostalCode: '108-0023',
  },
};

/** Sellers whose stock is not in their region's usual country ship from home. */
const SHIP_FROM_COUNTRY: Readonly<Record<string, ShipFromAddress>> = {
  AU: {
    Name: 'Simulator Warehouse',
    AddressLine1: '45 Salmon Street',
    City: 'Port Melbourne',
    StateOrProvinceCode: 'VIC',
    CountryCode: 'AU',
    PostalCode: '3207',
  },
};

/** Where a pool's inbound shipments leave from: the seller's warehouse in the pool's country or region. */
export function shipFromOf(home: { countryCode: string; region: 'na' | 'eu' | 'fe' }): ShipFromAddress {
  return SHIP_FROM_COUNTRY[home.countryCode] ?? SHIP_FROM[home.region];
}
