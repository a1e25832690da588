import { isValidPostalCode } from '@domain/timeslots/regions';
import { addressLine, type LocatedAddress } from './located-address';

// The built-in address book (DESIGN §8.12): the demo's and the tests' postal codes with their buildings,
// and the centre of every postal sector. It answers when OneMap is not configured, and whenever OneMap
// cannot (down, slow, or it knows no building at the code).

interface DemoAddress {
  block: string | null;
  street: string;
  building: string | null;
  latitude: number;
  longitude: number;
}

/** The postal codes the demo, the README and the tests use, across the five regions. */
export const DEMO_ADDRESSES: Readonly<Record<string, DemoAddress>> = Object.freeze({
  // Central
  '238801': { block: '391', street: 'Orchard Road', building: 'Ngee Ann City', latitude: 1.3048, longitude: 103.8318 },
  '310123': { block: '123', street: 'Lorong 1 Toa Payoh', building: null, latitude: 1.3365, longitude: 103.8478 },
  // South
  '018956': {
    block: '10',
    street: 'Bayfront Avenue',
    building: 'Marina Bay Sands',
    latitude: 1.28,
    longitude: 103.8545,
  },
  '048616': {
    block: '1',
    street: 'Raffles Place',
    building: 'One Raffles Place',
    latitude: 1.2841,
    longitude: 103.8514,
  },
  '098585': { block: '1', street: 'HarbourFront Walk', building: 'VivoCity', latitude: 1.2644, longitude: 103.8222 },
  // North
  '560123': { block: '123', street: 'Ang Mo Kio Avenue 6', building: null, latitude: 1.3691, longitude: 103.8454 },
  '530123': { block: '123', street: 'Hougang Avenue 1', building: null, latitude: 1.3556, longitude: 103.8885 },
  '820001': { block: '1', street: 'Punggol Field', building: null, latitude: 1.4043, longitude: 103.902 },
  '730123': { block: '123', street: 'Woodlands Street 13', building: null, latitude: 1.4367, longitude: 103.7745 },
  '760123': { block: '123', street: 'Yishun Street 11', building: null, latitude: 1.4326, longitude: 103.8359 },
  // East
  '460123': { block: '123', street: 'Bedok North Street 2', building: null, latitude: 1.3236, longitude: 103.9273 },
  '520123': { block: '123', street: 'Tampines Street 11', building: null, latitude: 1.3468, longitude: 103.9443 },
  '819663': {
    block: '65',
    street: 'Airport Boulevard',
    building: 'Changi Airport',
    latitude: 1.3644,
    longitude: 103.9915,
  },
  // West
  '120123': { block: '123', street: 'Clementi Street 13', building: null, latitude: 1.3151, longitude: 103.7652 },
  '600123': { block: '123', street: 'Jurong East Street 13', building: null, latitude: 1.3329, longitude: 103.7436 },
  '640123': { block: '123', street: 'Boon Lay Place', building: null, latitude: 1.3465, longitude: 103.7122 },
});

/**
 * The approximate centre of each postal sector (the code's first two digits), 01 to 82; Singapore has no
 * sector 74. [latitude, longitude].
 */
export const POSTAL_SECTOR_CENTRES: Readonly<Record<string, readonly [number, number]>> = Object.freeze({
  // Raffles Place, Marina, Cecil, People's Park
  '01': [1.28, 103.854],
  '02': [1.279, 103.849],
  '03': [1.293, 103.858],
  '04': [1.283, 103.851],
  '05': [1.284, 103.844],
  '06': [1.281, 103.847],
  // Anson, Tanjong Pagar
  '07': [1.276, 103.844],
  '08': [1.273, 103.841],
  // Telok Blangah, HarbourFront
  '09': [1.266, 103.82],
  '10': [1.279, 103.809],
  // Pasir Panjang, Clementi, West Coast
  '11': [1.293, 103.78],
  '12': [1.3151, 103.7652],
  '13': [1.301, 103.77],
  // Queenstown, Tiong Bahru, Bukit Merah
  '14': [1.295, 103.806],
  '15': [1.285, 103.823],
  '16': [1.286, 103.832],
  // City Hall, Beach Road
  '17': [1.29, 103.85],
  // Middle Road, Golden Mile
  '18': [1.298, 103.855],
  '19': [1.301, 103.862],
  // Little India, Farrer Park
  '20': [1.307, 103.852],
  '21': [1.31, 103.856],
  // Orchard, Cairnhill, River Valley
  '22': [1.3, 103.839],
  '23': [1.3048, 103.8318],
  // Tanglin, Holland, Bukit Timah
  '24': [1.306, 103.822],
  '25': [1.311, 103.815],
  '26': [1.326, 103.8],
  '27': [1.311, 103.796],
  // Watten, Novena, Thomson
  '28': [1.327, 103.815],
  '29': [1.325, 103.83],
  '30': [1.32, 103.844],
  // Balestier, Toa Payoh, Serangoon Road
  '31': [1.3365, 103.8478],
  '32': [1.326, 103.853],
  '33': [1.325, 103.866],
  // MacPherson, Potong Pasir, Braddell
  '34': [1.327, 103.878],
  '35': [1.332, 103.869],
  '36': [1.333, 103.888],
  '37': [1.342, 103.88],
  // Geylang, Eunos, Aljunied
  '38': [1.315, 103.884],
  '39': [1.312, 103.895],
  '40': [1.318, 103.899],
  '41': [1.323, 103.9],
  // Katong, Joo Chiat, Marine Parade
  '42': [1.311, 103.903],
  '43': [1.305, 103.905],
  '44': [1.302, 103.907],
  '45': [1.311, 103.923],
  // Bedok, Upper East Coast
  '46': [1.3236, 103.9273],
  '47': [1.325, 103.945],
  '48': [1.315, 103.95],
  // Loyang, Changi
  '49': [1.36, 103.97],
  '50': [1.372, 103.974],
  // Tampines, Pasir Ris
  '51': [1.372, 103.949],
  '52': [1.353, 103.944],
  // Hougang, Sengkang, Serangoon Garden
  '53': [1.365, 103.892],
  '54': [1.391, 103.895],
  '55': [1.36, 103.865],
  // Bishan, Ang Mo Kio
  '56': [1.3691, 103.8454],
  '57': [1.351, 103.848],
  // Upper Bukit Timah, Clementi Park, Ulu Pandan
  '58': [1.339, 103.777],
  '59': [1.325, 103.78],
  // Jurong, Boon Lay, Tuas
  '60': [1.3329, 103.7436],
  '61': [1.326, 103.72],
  '62': [1.315, 103.695],
  '63': [1.32, 103.65],
  '64': [1.3465, 103.7122],
  // Bukit Batok, Hillview, Bukit Panjang, Choa Chu Kang
  '65': [1.359, 103.751],
  '66': [1.36, 103.768],
  '67': [1.378, 103.763],
  '68': [1.384, 103.745],
  // Lim Chu Kang, Tengah
  '69': [1.375, 103.72],
  '70': [1.41, 103.71],
  '71': [1.425, 103.72],
  // Kranji, Woodlands
  '72': [1.425, 103.762],
  '73': [1.4367, 103.7745],
  // Sembawang, Yishun
  '75': [1.449, 103.82],
  '76': [1.429, 103.835],
  // Upper Thomson, Springleaf
  '77': [1.359, 103.828],
  '78': [1.392, 103.819],
  // Seletar, Yio Chu Kang
  '79': [1.381, 103.875],
  '80': [1.41, 103.87],
  // Changi Airport
  '81': [1.3644, 103.9915],
  // Punggol
  '82': [1.4043, 103.902],
});

/** The postal code's sector ('56' of '560123') when it is a 6-digit code of a sector Singapore has; null otherwise. */
export function postalSectorOf(postalCode: string): string | null {
  if (!isValidPostalCode(postalCode)) return null;
  const sector = postalCode.slice(0, 2);
  return Object.hasOwn(POSTAL_SECTOR_CENTRES, sector) ? sector : null;
}

/** Only the sector's centre is known: no block, street or building to fill in. */
export function sectorCentreOf(postalCode: string): LocatedAddress | null {
  const sector = postalSectorOf(postalCode);
  const centre = sector ? POSTAL_SECTOR_CENTRES[sector] : undefined;
  if (!centre) return null;
  return {
    postalCode,
    block: null,
    street: null,
    building: null,
    address: '',
    latitude: centre[0],
    longitude: centre[1],
    precision: 'sector',
  };
}

/**
 * The built-in answer for a postal code: a demo code's building, else its sector's centre; null for
 * anything but 6 digits of a sector Singapore has.
 */
export function locateBuiltIn(postalCode: string): LocatedAddress | null {
  if (!postalSectorOf(postalCode)) return null;
  const demo = Object.hasOwn(DEMO_ADDRESSES, postalCode) ? DEMO_ADDRESSES[postalCode] : undefined;
  if (!demo) return sectorCentreOf(postalCode);
  const { block, street, building, latitude, longitude } = demo;
  return {
    postalCode,
    block,
    street,
    building,
    address: addressLine({ block, street, building }),
    latitude,
    longitude,
    precision: 'address',
  };
}
