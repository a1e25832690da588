// The bot check of DESIGN §8.2, as the server and the pages both name it (constants only: the pages'
// first load imports this file).

/** The status of a refusal by the bot check: solve the challenge in `data.challenge`, then repeat the call. */
export const BOT_CHECK_STATUS_CODE = 428;

/** The header that carries a solved challenge: the base64 of the Altcha payload `{ challenge, solution }`. */
export const BOT_CHECK_HEADER = 'X-Altcha';
