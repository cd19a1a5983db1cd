/** Where keyboard users are: on MUI's buttons and on the site's plain ones alike. */
export const focusRing = { outline: '3px solid #ffb300', outlineOffset: 2 };
