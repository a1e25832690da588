/** Text for a LIKE pattern, its pattern characters (%, _ and the escape \) matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
