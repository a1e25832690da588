// The insurers' programmes by their own names, which stay as they are in every language (brand names).

// i18n-ignore: a programme's brand name
export const AIA_PROGRAMME = 'AIA Health Shield';
// i18n-ignore: a programme's brand name
export const VITALITY_PROGRAMME = 'Vitality';
